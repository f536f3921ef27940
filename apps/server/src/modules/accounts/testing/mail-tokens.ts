import { accountLinks } from '@talent/contract';
import type { TestApp } from '../../../testing/test-app.ts';

const queries = {
  verify: accountLinks.verifyQuery,
  reset: accountLinks.resetQuery,
  'email-change': accountLinks.emailChangeQuery,
  'email-undo': accountLinks.emailUndoQuery,
} as const;

/**
 * The token of the newest link of this kind in someone's mails, read from the development
 * mailbox page the way a person would click it.
 */
export async function tokenFromMailbox(
  server: Pick<TestApp, 'mailboxLinks'>,
  email: string,
  kind: keyof typeof queries,
): Promise<string> {
  const query = queries[kind];
  const link = (await server.mailboxLinks(email)).find((href) => href.includes(`${query}=`));
  if (!link) throw new Error(`No ${kind} link in the mailbox of ${email}`);
  return new URL(link).searchParams.get(query) ?? '';
}
