import { type ApiError, type ApiFailure, readErrorBody } from './api-error';

/** Types the app as a whole reacts to, whatever screen the call came from. */
const appWideTypes: readonly string[] = ['SESSION_EXPIRED', 'NOT_FOUND'];

/**
 * What a form shows itself from a failed call: the field reasons at their fields, and a message
 * above the form. `null` leaves the failure to the app's error handler (toast and report).
 */
export interface FormFailure {
  fields: Record<string, string>;
  message: string | null;
}

export function formFailureOf(failure: ApiFailure): FormFailure | null {
  if (failure.kind !== 'http' || failure.status < 400 || failure.status >= 500) return null;
  const body = readErrorBody(failure.body);
  if (body.type !== undefined && appWideTypes.includes(body.type)) return null;
  const fields = body.fields;
  const hasFields = Object.keys(fields).length > 0;
  const message = body.message ?? body.error ?? null;
  if (!hasFields && message === null) return null;
  // A reason already shown at its field is not repeated above the form.
  const repeated = message !== null && Object.values(fields).includes(message);
  return { fields, message: repeated ? null : message };
}

/**
 * For `queryEndpoint`'s `claim` on a form's call: the failures the form shows itself (above), so
 * the app's handler does not tell them a second time in a toast.
 */
export const shownByForm = (error: ApiError) => formFailureOf(error.failure) !== null;
