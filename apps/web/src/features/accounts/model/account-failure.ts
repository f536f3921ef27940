import { accountMessages } from '@talent/contract';
import { type ApiFailure, readErrorBody } from '@/lib/api-error';
import { type FormFailure, formFailureOf } from '@/lib/form-failure';

/**
 * Sign-in answers the spec asks not to report (section 8): a mistyped email or password is the
 * person's slip, not a fault. The last one is another backend's wording of the same answer.
 */
export const quietSignInMessages: readonly string[] = [
  accountMessages.invalidCredentials,
  accountMessages.wrongCurrentPassword,
  "Sorry, we couldn't find an account with that username.",
];

export type SignInFailure =
  | { kind: 'verify-account' }
  | { kind: 'invalid-credentials'; message: string }
  | { kind: 'form'; failure: FormFailure }
  | { kind: 'app' };

/**
 * Sign-in failures (spec section 8 Login): HTTP 401 opens the verify-account prompt; the quiet
 * answers are shown and not reported; what the form can show, it shows; anything else goes to the
 * app's handler, which tells and reports it.
 */
export function classifySignInFailure(failure: ApiFailure): SignInFailure {
  if (failure.kind !== 'http') return { kind: 'app' };
  const body = readErrorBody(failure.body);
  if (failure.status === 401 && body.type !== 'SESSION_EXPIRED') return { kind: 'verify-account' };
  const quiet = [body.message, body.error].find(
    (text): text is string => text !== undefined && quietSignInMessages.includes(text),
  );
  if (quiet !== undefined) return { kind: 'invalid-credentials', message: quiet };
  const form = formFailureOf(failure);
  return form === null ? { kind: 'app' } : { kind: 'form', failure: form };
}
