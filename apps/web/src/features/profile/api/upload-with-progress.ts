import type { Endpoint, ParamsOf, Talent } from '@talent/contract';
import { shownByForm } from '@/lib/form-failure';
import { type CallInput, queryEndpoint } from '@/lib/http-client';

/**
 * Sends a profile file with its progress. The answer is the talent as the server saved it; a
 * refusal is thrown untold, for the form to show at its field (or hand to the app's handler).
 */
export async function uploadWithProgress<E extends Endpoint>(
  endpoint: E,
  params: ParamsOf<E> | undefined,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<{ data: Talent; message: string }> {
  const input = { params, body: form } as CallInput<E>;
  const answer = await queryEndpoint(endpoint, input, { onUploadProgress: onProgress, claim: shownByForm });
  // Every profile upload answers the whole talent, checked against the contract by the call.
  return { data: answer.data as Talent, message: answer.meta.message };
}
