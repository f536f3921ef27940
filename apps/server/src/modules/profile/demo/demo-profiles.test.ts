import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profileCompleteness } from '@talent/contract';
import { type DatabaseHandle, generatedTalentEmail, seedDemoAccounts, talentSkills, users } from '@talent/db';
import { createTestDatabase } from '@talent/db/testing';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../platform/storage/index.ts';
import { createProfileRepository } from '../profile.repository.ts';
import { profileCompletenessOf } from '../talent-facts.repository.ts';
import { toTalent } from '../talent-view.ts';
import { seedDemoProfiles } from './demo-profiles.ts';

let database: DatabaseHandle;
const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'talent-demo-files-')));

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoAccounts(database.db);
  await seedDemoProfiles(database.db, storage, { generated: 20 });
});

afterAll(async () => {
  await database?.close();
});

async function talentOf(email: string) {
  const accounts = await seedDemoAccounts(database.db);
  const id = accounts.find((account) => account.email === email)?.id as number;
  const rows = await createProfileRepository(database.db).loadProfileRows(id);
  if (!rows) throw new Error(`${email} is missing`);
  return toTalent(rows, (key) => key);
}

describe('demo profiles', () => {
  it('fills every section of talent@example.com, with a real photo and CV', async () => {
    const talent = await talentOf('talent@example.com');
    expect(profileCompleteness(talent)).toEqual({ percent: 100, missing: [] });
    expect(talent.image_url).not.toBeNull();
    expect(talent.cv).toMatchObject({ name: 'CV - Rina Kartika Sari.pdf', mime: 'application/pdf' });
    expect(talent.references).toMatchObject([{ status: 'answered' }]);
    const cv = Buffer.concat(await (await storage.open(talent.cv?.url ?? '')).toArray());
    expect(cv.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('leaves onboarding@example.com after step 1', async () => {
    const talent = await talentOf('onboarding@example.com');
    expect(talent.onboarded).toMatchObject({ status: false, last_page: 1 });
    expect(talent.location?.name).toBe('Surabaya');
    expect(talent.talent_skills).toEqual([]);
  });

  it('generates talents once, each with 5 to 10 skills, and adds only the missing ones later', async () => {
    const generated = like(users.email, 'seed.talent.%');
    expect((await database.db.select({ n: count() }).from(users).where(generated))[0]?.n).toBe(20);
    await seedDemoProfiles(database.db, storage, { generated: 25 });
    expect((await database.db.select({ n: count() }).from(users).where(generated))[0]?.n).toBe(25);
    const perTalent = await database.db
      .select({ n: count() })
      .from(talentSkills)
      .groupBy(talentSkills.talentId);
    expect(perTalent.every(({ n }) => n >= 5 && n <= 10)).toBe(true);
    expect(generatedTalentEmail(7)).toBe('seed.talent.7@example.com');
  });

  it('counts completeness in one query exactly as the profile page counts the whole talent', async () => {
    const talents = await database.db.select({ id: users.id }).from(users).where(eq(users.type, 'talent'));
    const percents = new Set<number>();
    for (const { id } of talents) {
      const rows = await createProfileRepository(database.db).loadProfileRows(id);
      if (!rows) continue;
      const expected = profileCompleteness(toTalent(rows, (key) => key)).percent;
      expect(await profileCompletenessOf(database.db, id), `talent ${id}`).toBe(expected);
      percents.add(expected);
    }
    // Full, partial and nearly empty profiles were all compared.
    expect(percents.size).toBeGreaterThan(2);
  });
});
