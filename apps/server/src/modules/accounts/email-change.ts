import { accountErrorTypes, accountLink, accountMessages, normalizeEmail } from '@talent/contract';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import { hashSecret, issueMailToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { OutgoingMail } from '../../platform/mail/mailer.ts';
import type { AfterAnswer } from '../../platform/work/after-answer.ts';
import { emailChangeAskedMail, emailChangeConfirmMail } from './account-mails.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import type { EmailChangesRepository } from './email-changes.repository.ts';

const hour = 3_600_000;
export const emailChangeConfirmTtlMs = 48 * hour;
export const emailChangeUndoTtlMs = 7 * 24 * hour;

/**
 * Changing the sign-in email (issue 29, decision 0111): the profile checks the current password
 * and asks; the change waits for the link mailed to the new address, the old address is told and
 * can undo it, and the change ends every other session.
 */
export function createEmailChangeService(deps: {
  changes: EmailChangesRepository;
  accounts: AccountsRepository;
  sessions: SessionStore;
  send: (mail: OutgoingMail) => Promise<void>;
  afterAnswer: Pick<AfterAnswer, 'run'>;
  now: () => Date;
  publicUrl: string;
}) {
  const { changes, accounts, sessions, send, now } = deps;

  function linkInvalid() {
    return new AppError(400, accountErrorTypes.linkInvalid, accountMessages.linkInvalid);
  }

  return {
    async request(asked: { userId: number; newEmail: string; askedBySessionId: number }) {
      const user = await accounts.findUserById(asked.userId);
      const newEmail = normalizeEmail(asked.newEmail);
      if (!user || user.deactivatedAt || newEmail === normalizeEmail(user.email)) return;
      const confirm = issueMailToken();
      const undo = issueMailToken();
      const at = now();
      await changes.insert(
        {
          userId: user.id,
          oldEmail: user.email,
          newEmail,
          confirmTokenHash: confirm.tokenHash,
          undoTokenHash: undo.tokenHash,
          askedBySessionId: asked.askedBySessionId,
          createdAt: at,
          confirmExpiresAt: new Date(at.getTime() + emailChangeConfirmTtlMs),
          undoExpiresAt: new Date(at.getTime() + emailChangeUndoTtlMs),
        },
        at,
      );
      // After the answer, so its timing does not tell whether the new email has an account; an
      // address that has one gets no link, since the change could never be made.
      deps.afterAnswer.run(async () => {
        if (!(await accounts.findUserByEmail(newEmail))) {
          await send(
            emailChangeConfirmMail(
              { email: newEmail, fullname: user.fullname, language: user.language },
              accountLink(deps.publicUrl, 'email-change', confirm.token),
              emailChangeConfirmTtlMs / hour,
            ),
          );
        }
        await send(
          emailChangeAskedMail(
            user,
            newEmail,
            accountLink(deps.publicUrl, 'email-undo', undo.token),
            emailChangeUndoTtlMs / (24 * hour),
          ),
        );
      });
    },

    /** The new address's link: the change is made, and every session but the one that asked ends. */
    async confirm(token: string): Promise<{ email: string }> {
      const change = await changes.confirm(hashSecret(token), now());
      if (!change) throw linkInvalid();
      await sessions.revokeAll(change.userId, change.askedBySessionId ?? undefined);
      return { email: change.newEmail };
    },

    /** The old address's link: the email is the old one again, and every session ends. */
    async undo(token: string): Promise<{ email: string }> {
      const change = await changes.undo(hashSecret(token), now());
      if (!change) throw linkInvalid();
      await sessions.revokeAll(change.userId);
      return { email: change.oldEmail };
    },
  };
}
