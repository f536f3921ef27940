/**
 * The talent profile at scale: generates TALENTS (default 10,000) talents with whole profiles into
 * an in-memory PGlite database built from the committed migrations and master data, then times
 * loading one whole talent the way `GET /talent/{query}` does (one statement, through the
 * real repository and view) for random talents. Budget: p95 under 50 ms per load.
 * Run: npm run bench -w bench -- talent-profile   (prints numbers; it asserts nothing)
 */
import { createDatabase, generateTalentProfiles, migrateDatabase, seedMasterData, users } from '@talent/db';
import { like } from 'drizzle-orm';
import { createProfileRepository } from '../apps/server/src/modules/profile/profile.repository.ts';
import { toTalent } from '../apps/server/src/modules/profile/talent-view.ts';

const talentCount = Number(process.env.TALENTS ?? 10_000);
const rounds = Number(process.env.ROUNDS ?? 200);
const budgetP95Ms = 50;

const database = await createDatabase({ dataDir: 'memory://' });
const { db } = database;
await migrateDatabase(db);
await seedMasterData(db);

let started = performance.now();
const added = await generateTalentProfiles(db, { count: talentCount });
const generateMs = performance.now() - started;
console.log(
  `generated ${added} talents in ${(generateMs / 1000).toFixed(1)} s (${(generateMs / added).toFixed(2)} ms each)`,
);

const ids = (await db.select({ id: users.id }).from(users).where(like(users.email, 'seed.talent.%'))).map(
  (row) => row.id,
);
const repository = createProfileRepository(db);
const timings: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  const id = ids[Math.floor(Math.random() * ids.length)] as number;
  started = performance.now();
  const rows = await repository.loadProfileRows(id);
  if (!rows) throw new Error(`talent ${id} is missing`);
  toTalent(rows, (key) => key);
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))] ?? 0;
console.log(
  `load whole talent (${rounds} random of ${ids.length}): p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms; budget p95 < ${budgetP95Ms} ms: ${at(0.95) < budgetP95Ms ? 'within' : 'OVER'}`,
);
await database.close();
