import { type Database, schema } from '@talent/db';
import { desc, eq, sql } from 'drizzle-orm';

const { mails } = schema;

export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

export type MailsRepository = ReturnType<typeof createMailsRepository>;

/** Mails kept in the database when there is no SMTP server, for the development mailbox. */
export function createMailsRepository(db: Database) {
  return {
    async storeMail(mail: Omit<StoredMail, 'id' | 'createdAt'>): Promise<number> {
      const [row] = await db.insert(mails).values(mail).returning({ id: mails.id });
      if (!row) throw new Error('Storing the mail returned no row');
      return row.id;
    },

    /** Newest first; `to` narrows the list to one recipient, whatever the casing. */
    listMails(filter: { to?: string | undefined; limit: number }): Promise<StoredMail[]> {
      const query = db.select().from(mails);
      const filtered = filter.to
        ? query.where(sql`lower(${mails.to}) = ${filter.to.trim().toLowerCase()}`)
        : query;
      return filtered.orderBy(desc(mails.id)).limit(filter.limit);
    },

    async findMail(id: number): Promise<StoredMail | undefined> {
      const [row] = await db.select().from(mails).where(eq(mails.id, id));
      return row;
    },
  };
}
