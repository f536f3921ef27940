import { accountLinks } from '@talent/contract';
import type { TestApp } from '../../../testing/test-app.ts';

/**
 * The token of the newest verify or reset link in someone's mails, read from the development
 * mailbox page the way a person would click it.
 */
export async function tokenFromMailbox(
  server: TestApp,
  email: string,
  kind: 'verify' | 'reset',
): Promise<string> {
  const query = kind === 'verify' ? accountLinks.verifyQuery : accountLinks.resetQuery;
  const link = (await server.mailboxLinks(email)).find((href) => href.includes(`${query}=`));
  if (!link) throw new Error(`No ${kind} link in the mailbox of ${email}`);
  return new URL(link).searchParams.get(query) ?? '';
}
