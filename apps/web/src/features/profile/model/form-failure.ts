import { type ApiError, readErrorBody } from '@/lib/api-error';

/** What a profile form shows from a refused save: reasons at their fields and a message above. */
export interface FormFailure {
  fields: Record<string, string>;
  message: string | null;
}

/** `null` when the app's error handler should tell it (no answer, a server fault, session expiry). */
export function formFailureOf(error: ApiError): FormFailure | null {
  const { failure } = error;
  if (failure.kind !== 'http' || failure.status >= 500) return null;
  const body = readErrorBody(failure.body);
  if (body.type === 'SESSION_EXPIRED' || body.type === 'NOT_FOUND') return null;
  const message = body.message ?? body.error ?? null;
  const repeated = message !== null && Object.values(body.fields).includes(message);
  return { fields: body.fields, message: repeated ? null : message };
}
