import { companies, coworkerInvitations, type Database, users } from '@talent/db';
import { eq } from 'drizzle-orm';

/** The invitations' table, read by the link's page (decision 0030). */
export function createCoworkerInvitationsRepository(db: Database) {
  return {
    /** The invitation a token's hash names, with its company and who sent it; undefined for none. */
    async findInvitationByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({
          companyId: companies.id,
          companyName: companies.name,
          logoUrl: companies.logoUrl,
          inviterName: users.fullname,
          role: coworkerInvitations.role,
          expiresAt: coworkerInvitations.expiresAt,
          acceptedAt: coworkerInvitations.acceptedAt,
        })
        .from(coworkerInvitations)
        .innerJoin(companies, eq(companies.id, coworkerInvitations.companyId))
        .innerJoin(users, eq(users.id, coworkerInvitations.invitedById))
        .where(eq(coworkerInvitations.tokenHash, tokenHash));
      return row;
    },
  };
}

export type CoworkerInvitationsRepository = ReturnType<typeof createCoworkerInvitationsRepository>;
