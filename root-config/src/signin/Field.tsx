import { useEffect, useRef, type InputHTMLAttributes } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  errorId?: string;
  /** Focus the input when it appears (each step's first field). */
  focus?: boolean;
}

/** A labelled input; the step's error (if any) describes it. */
export function Field({ id, label, errorId, focus, ...input }: FieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...input} />
    </>
  );
}

/** The step's error, announced. */
export function StepError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="shell-login__error" role="alert">
      {message}
    </p>
  );
}
