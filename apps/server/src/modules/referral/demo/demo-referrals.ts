import { type Database, referrals, users } from '@talent/db';
import { eq } from 'drizzle-orm';

/**
 * The friends the demo talent invited, with how many days ago: one has joined (the onboarding
 * demo account), the others are still invited. Each is stored once, however often the seed runs.
 */
const demoFriends = [
  { name: 'Rizky Ramadhan', email: 'onboarding@example.com', phone: '0812 7788 1020', daysAgo: 21 },
  { name: 'Ayu Kartika', email: 'ayu.kartika@example.com', phone: '0813 2233 4455', daysAgo: 9 },
  { name: 'Fajar Nugroho', email: 'fajar.nugroho@example.com', phone: '0857 1122 3344', daysAgo: 2 },
] as const;

export async function seedDemoReferrals(db: Database, now = new Date()): Promise<void> {
  const [talent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'talent@example.com'));
  if (!talent) return;
  await db
    .insert(referrals)
    .values(
      demoFriends.map(({ daysAgo, ...friend }) => ({
        ...friend,
        invitedById: talent.id,
        createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
      })),
    )
    .onConflictDoNothing();
}
