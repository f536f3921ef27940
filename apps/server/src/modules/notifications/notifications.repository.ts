import type { AccountLanguage } from '@talent/contract';
import { type Database, schema } from '@talent/db';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';

const { notifications, notificationPreferences, users } = schema;

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: number;
  type: string;
  text: string;
  urlAction: string | null;
}

export function createNotificationsRepository(db: Database) {
  async function unreadCount(userId: number): Promise<number> {
    const [row] = await db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.unread ?? 0;
  }

  return {
    unreadCount,

    async newest(userId: number, limit: number, offset = 0): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(limit)
        .offset(offset);
    },

    /** What a live page has not been sent yet, oldest first. */
    async newerThan(userId: number, id: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.id, id)))
        .orderBy(asc(notifications.id))
        .limit(100);
    },

    async newestId(userId: number): Promise<number> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(1);
      return row?.id ?? 0;
    },

    /** A NOTIFY every server process on this database hears; sent once the change is committed. */
    async notify(channel: string, payload: string): Promise<void> {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },

    async total(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return row?.total ?? 0;
    },

    /** Marks only the ones that are the talent's own; another talent's ids are left alone. */
    async markRead(userId: number, ids: readonly number[] | 'all', at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
          ),
        );
    },

    async insert(row: NewNotification, at: Date): Promise<NotificationRow> {
      const [made] = await db
        .insert(notifications)
        .values({ ...row, createdAt: at })
        .returning();
      if (!made) throw new Error('The notification was not stored');
      return made;
    },

    async emailChoices(userId: number): Promise<Record<string, boolean>> {
      const [row] = await db
        .select({ emailByType: notificationPreferences.emailByType })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row?.emailByType ?? {};
    },

    async saveEmailChoices(userId: number, emailByType: Record<string, boolean>): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, emailByType })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailByType } });
    },

    /** Turns one kind of mail off in one statement, so a settings save at the same time is not undone. */
    async turnOffEmail(userId: number, type: string): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, emailByType: { [type]: false } })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { emailByType: sql`${notificationPreferences.emailByType} || excluded.email_by_type` },
        });
    },

    /** The talent's address, when they are a talent still able to receive mail. */
    async talentEmail(
      userId: number,
    ): Promise<{ email: string; fullname: string; language: AccountLanguage } | undefined> {
      const [row] = await db
        .select({ email: users.email, fullname: users.fullname, language: users.language })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.type, 'talent'), isNull(users.deactivatedAt)));
      return row;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
