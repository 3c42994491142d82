/**
 * `@palisade/sdk/forms`: the console's one way to build forms. react-hook-form
 * with zod schemas (shared with the server's request schemas), inline
 * messages, server field errors on their fields, and a guard against leaving
 * with unsaved changes. A separate entry so pages without forms never load it.
 */
export { useSchemaForm } from './forms/useSchemaForm';
export type { SchemaFormOptions } from './forms/useSchemaForm';
export { Form } from './forms/Form';
export type { FormProps } from './forms/Form';
export { FormActions } from './forms/FormActions';
export type { FormActionsProps } from './forms/FormActions';
export { TextField, SelectField, CheckboxField, CheckboxGroupField } from './forms/fields';
export type { TextFieldProps, SelectFieldProps, CheckboxFieldProps, CheckboxGroupFieldProps } from './forms/fields';
export { applyServerErrors } from './forms/applyServerErrors';
export { useUnsavedChangesGuard } from './forms/useUnsavedChangesGuard';
export type { UnsavedChangesGuard } from './forms/useUnsavedChangesGuard';
export { UnsavedChangesDialog } from './forms/UnsavedChangesDialog';
export type { UnsavedChangesDialogProps } from './forms/UnsavedChangesDialog';
export { useFormContext, useWatch, useFieldArray } from 'react-hook-form';
export type { UseFormReturn, FieldValues } from 'react-hook-form';
