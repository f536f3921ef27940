import { cities, type Database, jobAlerts, positionCategories, users } from '@talent/db';
import { eq } from 'drizzle-orm';

/**
 * Two saved searches for the demo talent, last checked two days ago, so the first hourly run
 * after `npm start` announces the jobs published since under the bell. Stored once.
 */
export async function seedDemoJobAlerts(db: Database, now = new Date()): Promise<void> {
  const [talent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'talent@example.com'));
  const [engineering] = await db
    .select({ id: positionCategories.id })
    .from(positionCategories)
    .where(eq(positionCategories.name, 'Engineering'));
  const [jakarta] = await db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Jakarta'));
  if (!talent) return;
  const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
  await db
    .insert(jobAlerts)
    .values([
      {
        talentId: talent.id,
        search: 'engineer',
        cityId: jakarta?.id ?? null,
        frequency: 'daily',
        createdAt: twoDaysAgo,
        checkedAt: twoDaysAgo,
      },
      {
        talentId: talent.id,
        search: '',
        positionCategoryId: engineering?.id ?? null,
        frequency: 'weekly',
        createdAt: twoDaysAgo,
        checkedAt: new Date(now.getTime() - 8 * 86_400_000),
      },
    ])
    .onConflictDoNothing();
}
