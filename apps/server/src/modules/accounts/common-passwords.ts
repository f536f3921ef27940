import { accountMessages } from '@talent/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * The 49,000 most common passwords of zxcvbn's list (MIT), lower-cased. A new password on this
 * list is refused (OWASP: check new passwords against breached and common ones); sign-in never
 * looks at it, so an old password on the list still opens its account.
 */
const commonPasswords = new Set(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses a common password at the field that carries it, before anything is hashed or spent. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password))
    throw new AppError(400, 'VALIDATION_ERROR', accountMessages.passwordTooCommon, {
      fields: { [field]: accountMessages.passwordTooCommon },
    });
}
