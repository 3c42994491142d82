import { createContext, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './applyServerErrors';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/** Lets {@link FormActions}' Cancel ask first when the enclosing form has unsaved changes. */
export const FormLeaveContext = createContext<((action: () => void) => void) | null>(null);

/** Props of {@link Form}. @public */
export interface FormProps<TInput extends FieldValues, TOutput, TResult> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Saves the validated values; a thrown {@link HttpError} puts the server's field errors on their fields. */
  onSubmit: (values: TOutput) => Promise<TResult> | TResult;
  /** After a successful save; the form then counts as unchanged. */
  onSaved?: (result: TResult, values: TOutput) => void;
  /** Accessible name of the form. */
  label: string;
  children: ReactNode;
  /** Ask before leaving with unsaved changes (default true). */
  guardUnsaved?: boolean;
  className?: string;
}

/**
 * A form bound to {@link useSchemaForm}: validates before saving, shows the
 * server's field errors on their fields and its other errors above the
 * fields, keeps everything typed when a save fails, and asks before the
 * page is left (a link, a reload, {@link FormActions}' Cancel) with unsaved changes.
 *
 * @example
 * ```tsx
 * <Form form={form} label="New API key" onSubmit={create} onSaved={(key) => setCreated(key)}>
 *   <TextField name="name" label="Name" />
 *   <FormActions submitLabel="Create" />
 * </Form>
 * ```
 *
 * @public
 */
export function Form<TInput extends FieldValues, TOutput, TResult>(props: FormProps<TInput, TOutput, TResult>) {
  const { form } = props;
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = form.formState.isDirty && !form.formState.isSubmitting;
  const guard = useUnsavedChangesGuard((props.guardUnsaved ?? true) && dirty);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await props.onSubmit(values);
      // What was saved becomes the new starting point: not dirty, nothing lost.
      form.reset(form.getValues());
      props.onSaved?.(result, values);
    } catch (error) {
      setFormError(applyServerErrors(form, error));
    }
  });

  return (
    <FormProvider {...form}>
      <FormLeaveContext.Provider value={guard.confirm}>
        <form className={['pl-form', props.className].filter(Boolean).join(' ')} aria-label={props.label} noValidate onSubmit={submit}>
          {formError && (
            <p className="pl-form__error" role="alert">
              {formError}
            </p>
          )}
          {props.children}
        </form>
        <UnsavedChangesDialog guard={guard} />
      </FormLeaveContext.Provider>
    </FormProvider>
  );
}
