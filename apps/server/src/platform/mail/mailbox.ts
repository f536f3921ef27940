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

export async function storeMail(db: Database, mail: Omit<StoredMail, 'id' | 'createdAt'>): Promise<number> {
  const [row] = await db.insert(mails).values(mail).returning({ id: mails.id });
  if (!row) throw new Error('Storing the mail returned no row');
  return row.id;
}

/** Newest first; `to` narrows the list to one recipient, whatever the casing. */
export function listMails(
  db: Database,
  filter: { to?: string | undefined; limit: number },
): Promise<StoredMail[]> {
  const query = db.select().from(mails);
  const filtered = filter.to
    ? query.where(sql`lower(${mails.to}) = ${filter.to.trim().toLowerCase()}`)
    : query;
  return filtered.orderBy(desc(mails.id)).limit(filter.limit);
}

export async function findMail(db: Database, id: number): Promise<StoredMail | undefined> {
  const [row] = await db.select().from(mails).where(eq(mails.id, id));
  return row;
}
