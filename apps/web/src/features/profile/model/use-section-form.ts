import type { Talent } from '@talent/contract';
import type { z } from 'zod/mini';
import type { ApiResponse } from '@/lib/http-client';
import { useContractForm } from '@/lib/use-contract-form';
import { useSectionSave } from './use-section-save';

/**
 * A profile section's form: checked by the section's contract schema, sent with `send`, and, once
 * the server answers the talent, kept, told and left for the profile (see `useSectionSave`).
 */
export function useSectionForm<Values extends Record<string, unknown>, Schema extends z.ZodMiniType>(input: {
  name: string;
  schema: Schema;
  initialValues: Values;
  toBody?: (values: Values) => unknown;
  send: (body: z.input<Schema>) => Promise<ApiResponse<Talent>>;
  /** The global modal that opens on the profile after saving. */
  thanks?: string;
}) {
  const save = useSectionSave({ thanks: input.thanks });
  const { form, message, submitWith } = useContractForm(input);
  const submit = submitWith(async (_values, body) => save.done((await input.send(body)).data));
  return { form, message, submit, saved: save.saved };
}
