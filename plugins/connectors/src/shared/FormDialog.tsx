import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Modal, useNotify } from '@palisade/sdk';
import { Form, FormActions, useSchemaForm } from '@palisade/sdk/forms';
import { useConnectorChange } from './useConnectorChange';

export interface FormDialogProps<TInput extends FieldValues, TOutput> {
  title: string;
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: TInput;
  submitLabel: string;
  cancelLabel: string;
  /** Said once the change is in the pending edit. */
  savedMessage: string;
  onSubmit: (values: TOutput) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/** An add or edit dialog: the shared schema checks as typed, the server's field errors land on their fields. */
export function FormDialog<TInput extends FieldValues, TOutput>(props: FormDialogProps<TInput, TOutput>) {
  const form = useSchemaForm({ schema: props.schema, defaultValues: props.defaultValues as never });
  const notify = useNotify();
  const changed = useConnectorChange();
  return (
    <Modal open onOpenChange={(open) => !open && props.onClose()} title={props.title}>
      <Form
        form={form}
        label={props.title}
        guardUnsaved={false}
        onSubmit={props.onSubmit}
        onSaved={async () => {
          notify({ message: props.savedMessage });
          props.onClose();
          await changed();
        }}
      >
        {props.children}
        <FormActions submitLabel={props.submitLabel} onCancel={props.onClose} cancelLabel={props.cancelLabel} />
      </Form>
    </Modal>
  );
}
