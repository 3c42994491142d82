import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className={['pl-field', error && 'pl-field--invalid'].filter(Boolean).join(' ')}>
      <label className="pl-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p className="pl-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <p className="pl-field__error" id={`${id}-error`} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** Props of {@link TextField}. @public */
export interface TextFieldProps<T extends FieldValues> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** Renders a multi-line text area instead of an input. */
  multiline?: boolean;
}

/** A labelled text input of the enclosing {@link Form}, with its message under it as the user types. @public */
export function TextField<T extends FieldValues = FieldValues>({ name, label, hint, multiline, ...input }: TextFieldProps<T>) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext<T>();
  const error = getFieldState(name, formState).error?.message;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error), ...register(name) };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {multiline ? (
        <textarea className="pl-field__input" rows={6} {...common} readOnly={input.readOnly} placeholder={input.placeholder} />
      ) : (
        <input className="pl-field__input" type="text" {...input} {...common} />
      )}
    </FieldFrame>
  );
}

/** Props of {@link SelectField}. @public */
export interface SelectFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  /** The choices; a `disabled` one is shown but cannot be picked (say why in its label or the hint). */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  hint?: ReactNode;
  disabled?: boolean;
}

/** A labelled native select of the enclosing {@link Form}. @public */
export function SelectField<T extends FieldValues = FieldValues>({ name, label, options, hint, disabled }: SelectFieldProps<T>) {
  const id = useId();
  const { register, getFieldState, formState } = useFormContext<T>();
  const error = getFieldState(name, formState).error?.message;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        className="pl-field__input"
        id={id}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...register(name)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Props of {@link CheckboxField}. @public */
export interface CheckboxFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: ReactNode;
  disabled?: boolean;
}

/** A labelled checkbox bound to a boolean of the enclosing {@link Form}. @public */
export function CheckboxField<T extends FieldValues = FieldValues>({ name, label, disabled }: CheckboxFieldProps<T>) {
  const id = useId();
  const { register } = useFormContext<T>();
  return (
    <div className="pl-field pl-field--checkbox">
      <input type="checkbox" id={id} disabled={disabled} {...register(name)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Props of {@link CheckboxGroupField}. @public */
export interface CheckboxGroupFieldProps<T extends FieldValues> {
  name: Path<T>;
  legend: ReactNode;
  /** One checkbox each; a `disabled` option cannot be ticked or unticked (say why in its label). */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  disabled?: boolean;
}

/** A fieldset of checkboxes bound to an array of strings of the enclosing {@link Form}. @public */
export function CheckboxGroupField<T extends FieldValues = FieldValues>({ name, legend, options, disabled }: CheckboxGroupFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController<T>({ name });
  const selected = new Set<string>(Array.isArray(field.value) ? (field.value as string[]) : []);
  const toggle = (value: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset className="pl-field pl-field--group" aria-describedby={fieldState.error ? `${id}-error` : undefined} disabled={disabled}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <div className="pl-field--checkbox" key={o.value}>
          <input
            type="checkbox"
            id={`${id}-${o.value}`}
            checked={selected.has(o.value)}
            disabled={o.disabled}
            onChange={(e) => toggle(o.value, e.target.checked)}
            onBlur={field.onBlur}
          />
          <label htmlFor={`${id}-${o.value}`}>{o.label}</label>
        </div>
      ))}
      <p className="pl-field__error" id={`${id}-error`} aria-live="polite">
        {fieldState.error?.message}
      </p>
    </fieldset>
  );
}
