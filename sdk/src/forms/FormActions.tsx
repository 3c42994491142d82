import { useContext, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '../ui/Button';
import { FormLeaveContext } from './Form';

/** Props of {@link FormActions}. @public */
export interface FormActionsProps {
  submitLabel: string;
  /** Shown as a secondary button before the submit button; with unsaved changes the user confirms first. */
  onCancel?: () => void;
  cancelLabel?: string;
  children?: ReactNode;
}

/** The submit (busy while saving) and optional cancel buttons of the enclosing {@link Form}. @public */
export function FormActions({ submitLabel, onCancel, cancelLabel, children }: FormActionsProps) {
  const { formState } = useFormContext();
  const confirmLeave = useContext(FormLeaveContext);
  return (
    <div className="pl-form__actions">
      {children}
      {onCancel && (
        <Button type="button" variant="secondary" onClick={() => (confirmLeave ? confirmLeave(onCancel) : onCancel())}>
          {cancelLabel ?? 'Cancel'}
        </Button>
      )}
      <Button type="submit" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
