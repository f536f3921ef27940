import { companies, coworkerInvitations, type Database, users } from '@talent/db';
import { asc, eq } from 'drizzle-orm';
import { hashInvitationToken } from '../coworker-invitations.service.ts';

/**
 * The demo's invitation token. Public on purpose, like the demo password (README, start log): a
 * real invitation's token is random and never stored.
 */
export const demoInvitationToken = 'demo-coworker-invitation';
export const demoInvitationPath = `/talent/invitation/new?token=${demoInvitationToken}`;

const demoInvitationDays = 30;

/**
 * The demo employer invites a coworker to the first company; each start opens it for 30 more days,
 * so the link in the README keeps showing an open invitation.
 */
export async function seedDemoInvitation(db: Database, now = new Date()): Promise<void> {
  const [employer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'employer@example.com'));
  const [company] = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
  if (!employer || !company) return;
  const expiresAt = new Date(now.getTime() + demoInvitationDays * 86_400_000);
  await db
    .insert(coworkerInvitations)
    .values({
      companyId: company.id,
      invitedById: employer.id,
      email: 'coworker@example.com',
      role: 'recruiter',
      tokenHash: hashInvitationToken(demoInvitationToken),
      expiresAt,
    })
    .onConflictDoUpdate({ target: coworkerInvitations.tokenHash, set: { expiresAt, acceptedAt: null } });
}
