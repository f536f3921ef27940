import { type Database, schema } from '@talent/db';
import { count, desc } from 'drizzle-orm';

const { contactMessages } = schema;

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createSiteRepository(db: Database) {
  return {
    async insertContactMessage(message: {
      name: string;
      email: string;
      topic: string;
      subject: string;
      message: string;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(contactMessages).values(message);
    },

    async newestContactMessages(
      limit: number,
      offset: number,
    ): Promise<{ rows: ContactMessageRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(contactMessages),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
