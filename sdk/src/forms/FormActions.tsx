import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../ui/Button';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  submitLabel: string;
  /** Shown as a secondary button before the submit button. */
  onCancel?: () => void;
  cancelLabel?: string;
  children?: ReactNode;
}

/** The submit (busy while saving) and optional cancel buttons of the enclosing {@link Form}. */
export function FormActions({ submitLabel, onCancel, cancelLabel, children }: FormActionsProps) {
  const { formState } = useFormContext();
  return (
    <div className="pl-form__actions">
      {children}
      {onCancel && (
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelLabel ?? 'Cancel'}
        </Button>
      )}
      <Button type="submit" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
