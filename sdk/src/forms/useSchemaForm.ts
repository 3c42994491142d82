import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** Options of {@link useSchemaForm}: react-hook-form's, with the schema in place of a resolver. @public */
export type SchemaFormOptions<TInput extends FieldValues, TOutput> = Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> & {
  /** The zod schema that validates the form; share it with the server's request schema. */
  schema: z.ZodType<TOutput, TInput>;
};

/**
 * A react-hook-form form validated by a zod schema: a field is checked when
 * it is first left and then as the user types, with the schema's messages.
 * The submit handler receives the schema's output (trimmed, converted).
 *
 * @example
 * ```tsx
 * const form = useSchemaForm({ schema: createApiKeyRequest, defaultValues: { name: '', expiresInDays: '90' } });
 * <Form form={form} onSubmit={(values) => http.post('admin/api-keys', { json: values }).json()}>
 *   <TextField name="name" label={t('apiKeys.name')} />
 * </Form>
 * ```
 *
 * @public
 */
export function useSchemaForm<TInput extends FieldValues, TOutput = TInput>(
  options: SchemaFormOptions<TInput, TOutput>,
): UseFormReturn<TInput, unknown, TOutput> {
  const { schema, ...rest } = options;
  return useForm<TInput, unknown, TOutput>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    ...rest,
    // The resolver's overloads cannot see through the generic schema; the schema's types are the form's.
    resolver: zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
  });
}
