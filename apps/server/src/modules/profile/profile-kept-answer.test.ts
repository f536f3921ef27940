import type { Talent } from '@talent/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProfileTestApp, startProfileTestApp } from './testing/profile-test-app.ts';

let subject: ProfileTestApp;
let talent: { id: number; auth: { authorization: string } };

beforeAll(async () => {
  subject = await startProfileTestApp();
  talent = await subject.newTalent('kept@example.com');
});

afterAll(async () => {
  await subject?.close();
});

async function talentAnswer(who = talent): Promise<Talent> {
  const response = await subject.call({
    method: 'GET',
    url: `/api/talent/v1/talent/${who.id}`,
    headers: who.auth,
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

const first = (table: string) => sql.raw(`(select min(id) from ${table})`);

/**
 * Writes made outside the server (a staff script, psql) to every part of the profile, and where the
 * talent's answer shows each one.
 */
const writes = [
  {
    part: 'the account',
    write: (id: number) => sql`update users set fullname = 'Renamed Outside' where id = ${id}`,
    shown: (answer: Talent) => answer.fullname === 'Renamed Outside',
  },
  {
    part: 'the profile',
    write: (id: number) =>
      sql`insert into talent_profiles (talent_id, about) values (${id}, 'Written outside the server.')`,
    shown: (answer: Talent) => answer.preference.about === 'Written outside the server.',
  },
  {
    part: 'languages',
    write: (id: number) =>
      sql`insert into talent_languages (talent_id, language_id, language_level_id, slot) values (${id}, ${first('languages')}, ${first('language_levels')}, 1)`,
    shown: (answer: Talent) => answer.languages.length === 1,
  },
  {
    part: 'industries',
    write: (id: number) =>
      sql`insert into talent_industries (talent_id, business_field_id, slot) values (${id}, ${first('business_fields')}, 1)`,
    shown: (answer: Talent) => answer.preference.industries.length === 1,
  },
  {
    part: 'educations',
    write: (id: number) =>
      sql`insert into talent_educations (talent_id, slot, university_id, degree_id, major_id, gpa, gpa_out_of, start_date, end_date) values (${id}, 1, ${first('universities')}, ${first('degrees')}, ${first('majors')}, 3.5, 4, '2015-08-01', '2019-07-01')`,
    shown: (answer: Talent) => answer.educations.length === 1,
  },
  {
    part: 'certificates',
    write: (id: number) =>
      sql`insert into talent_certificates (talent_id, name, year) values (${id}, 'Cloud Practitioner', 2022)`,
    shown: (answer: Talent) => answer.talent_certifications.length === 1,
  },
  {
    part: 'achievements',
    write: (id: number) =>
      sql`insert into talent_achievements (talent_id, title) values (${id}, 'Hackathon winner')`,
    shown: (answer: Talent) => answer.achievements.length === 1,
  },
  {
    part: 'publications',
    write: (id: number) =>
      sql`insert into talent_publications (talent_id, title) values (${id}, 'Payments at scale')`,
    shown: (answer: Talent) => answer.publications.length === 1,
  },
  {
    part: 'projects',
    write: (id: number) =>
      sql`insert into talent_projects (talent_id, name) values (${id}, 'Ledger rewrite')`,
    shown: (answer: Talent) => answer.projects.length === 1,
  },
  {
    part: 'portfolios',
    write: (id: number) =>
      sql`insert into talent_portfolios (talent_id, title, portfolio_url) values (${id}, 'Design system', 'https://example.com')`,
    shown: (answer: Talent) => answer.talent_portfolio.length === 1,
  },
  {
    part: 'documents',
    write: (id: number) =>
      sql`insert into talent_documents (talent_id, file_key, file_name, file_mime, file_size) values (${id}, 'outside.pdf', 'outside.pdf', 'application/pdf', 10)`,
    shown: (answer: Talent) => answer.additional_documents.length === 1,
  },
  {
    part: 'references',
    write: (id: number) =>
      sql`insert into talent_references (talent_id, name, email, relationship_id, token_hash) values (${id}, 'Sari', 'sari@example.com', ${first('reference_relationships')}, 'outside-token')`,
    shown: (answer: Talent) => answer.references.length === 1,
  },
  {
    part: 'an option name',
    write: () => sql`update languages set name = 'Renamed Language' where id = ${first('languages')}`,
    shown: (answer: Talent) => answer.languages[0]?.name === 'Renamed Language',
  },
];

describe('GET /talent/{query} after a change made outside the server', () => {
  // One after another on the same talent: each answer is kept by the request before the write.
  it.each(writes)('shows a change of $part on the next load', async ({ write, shown }) => {
    expect(shown(await talentAnswer())).toBe(false);
    await subject.database.db.execute(write(talent.id));
    // What every write's answer waits for (registerEndpoint): this process heard the change.
    await subject.app.platform.changes.heardAll();
    expect(shown(await talentAnswer())).toBe(true);
  });
});

describe('GET /talent/{query} an hour later', () => {
  it('hands out file links that expire an hour later, not the links of the earlier load', async () => {
    const owner = await subject.newTalent('links@example.com');
    await subject.database.db.execute(
      sql`insert into talent_documents (talent_id, file_key, file_name, file_mime, file_size) values (${owner.id}, 'cv.pdf', 'cv.pdf', 'application/pdf', 10)`,
    );
    await subject.app.platform.changes.heardAll();
    const expiresOf = async () =>
      Number(
        new URL((await talentAnswer(owner)).additional_documents[0]?.url ?? '', 'http://x').searchParams.get(
          'expires',
        ),
      );
    const before = await expiresOf();
    subject.clock.advance(60 * 60 * 1000);
    expect(await expiresOf()).toBe(before + 60 * 60 * 1000);
  });
});
