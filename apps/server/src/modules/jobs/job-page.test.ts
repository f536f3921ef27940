import { defaultServiceBases } from '@talent/contract';
import { jobs, jobTexts } from '@talent/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.ts';
import { fakeWebBuild } from '../../testing/web-build.ts';
import { registerCompaniesRoutes } from '../companies/index.ts';
import { registerJobsRoutes } from './index.ts';

// Master data (packages/db/src/seed): company 1 Gojek, position 101 Backend Engineer (category 1),
// city 1 Jakarta, level 4 Mid Level and 1 Internship, working systems 1 Onsite and 2 Remote.
let server: TestApp;
const job = { open: 0, remote: 0, closed: 0, similar: 0 };

async function insertJob(facts: Partial<typeof jobs.$inferInsert>): Promise<number> {
  const { db } = server.database;
  const [row] = await db
    .insert(jobs)
    .values({
      companyId: 1,
      positionId: 101,
      positionCategoryId: 1,
      positionLevelId: 4,
      cityId: 1,
      workingSystemId: 1,
      salaryMin: 15_000_000,
      salaryMax: 20_000_000,
      skillIds: [2],
      ...facts,
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('no job');
  await db.insert(jobTexts).values({
    jobId: row.id,
    description: 'Build the <payments> platform & more',
    requirements: 'Go\nPostgreSQL',
    benefits: 'BPJS',
    perks: 'Snacks',
  });
  return row.id;
}

beforeAll(async () => {
  server = await createTestApp({
    modules: [registerJobsRoutes, registerCompaniesRoutes],
    config: testConfig({ WEB_DIST: fakeWebBuild(), PUBLIC_URL: 'https://talent.example' }),
  });
  job.open = await insertJob({});
  job.remote = await insertJob({ workingSystemId: 2, positionLevelId: 1, salaryMin: null, salaryMax: null });
  job.similar = await insertJob({});
  job.closed = await insertJob({ isOpen: false, closedAt: new Date('2026-11-01T00:00:00Z') });
});

afterAll(async () => {
  await server?.close();
});

/** The JSON-LD blocks of a page, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) =>
      JSON.parse(match[1] ?? '') as Record<string, unknown> & {
        description?: string;
        datePosted?: string;
        validThrough?: string;
      },
  );

const page = (url: string) => server.app.inject({ url });

describe('a guest job page', () => {
  it('is served to a guest by the API without personal facts', async () => {
    const answer = await page(`${defaultServiceBases.talentV2}/jobs/${job.open}/guest`);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({
      id: job.open,
      position_name: 'Backend Engineer',
      company_name: 'Gojek',
      salary: { min: 15_000_000, max: 20_000_000 },
      job_description: 'Build the <payments> platform & more',
      match: null,
      applied: false,
      bookmarked: false,
      similar: [],
    });
  });

  it('offers similar open jobs for a closed job, and answers 404 for a missing one', async () => {
    const closed = (await page(`${defaultServiceBases.talentV2}/jobs/${job.closed}/guest`)).json().data;
    expect(closed.is_closed).toBe(true);
    expect(closed.similar.map((similar: { id: number }) => similar.id).sort()).toEqual(
      [job.open, job.remote, job.similar].sort(),
    );
    const missing = await page(`${defaultServiceBases.talentV2}/jobs/999999/guest`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().meta.type).toBe('NOT_FOUND');
  });

  it('has its title, company, salary and JobPosting data in its first HTML, before any script', async () => {
    const answer = await page(`/talent/job/${job.open}`);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(html).toContain('<title>Backend Engineer - Gojek | Talent</title>');
    expect(html).toContain('IDR 15.000.000 – 20.000.000 a month');
    expect(html).toContain(`<link rel="canonical" href="https://talent.example/talent/job/${job.open}" />`);
    expect(html).toContain('<meta property="og:title" content="Backend Engineer - Gojek | Talent" />');
    expect(html).toContain('<meta name="twitter:card"');
    const [posting] = structuredData(html);
    // What Google for Jobs requires, and the recommended properties the issue names.
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Backend Engineer',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Gojek',
        sameAs: 'https://talent.example/company/1',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Jakarta', addressCountry: 'ID' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'IDR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 15_000_000,
          maxValue: 20_000_000,
          unitText: 'MONTH',
        },
      },
      identifier: { '@type': 'PropertyValue', value: String(job.open) },
    });
    expect(posting?.description).toContain('Build the &#60;payments&#62; platform &#38; more');
    expect(new Date(posting?.datePosted ?? '').getTime()).not.toBeNaN();
    expect(posting).not.toHaveProperty('validThrough');
    // Every `<` of the data is escaped inside the script.
    expect(html).not.toContain('<payments>');
  });

  it("links the job's address in each language, its Indonesian one canonical there (decision 0161)", async () => {
    const html = (await page(`/talent/job/${job.open}?lang=id`)).body;
    const at = `https://talent.example/talent/job/${job.open}`;
    expect(html).toContain(`<link rel="canonical" href="${at}?lang=id" />`);
    expect(html).toContain(`<meta property="og:url" content="${at}?lang=id" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${at}?lang=en" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="id" href="${at}?lang=id" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${at}" />`);
    // The summary a link preview shows is in Indonesian too.
    const [, summary = ''] = /<meta name="description" content="([^"]*)"/.exec(html) ?? [];
    expect(summary).toMatch(
      /^Gojek · Jakarta · .+ · IDR 15\.000\.000 – 20\.000\.000 per bulan\. .+, pengalaman \d+\+ tahun\. Lamar di Talent\.$/,
    );
    const closed = (await page(`/talent/job/${job.closed}?lang=id`)).body;
    expect(closed).toMatch(/<title>[^<]+ \(Ditutup\) \| Talent<\/title>/);
    expect(closed).toContain('content="Lowongan ini sudah ditutup. ');
  });

  it('says a remote job is telecommuting within Indonesia, and names an internship', async () => {
    const [posting] = structuredData((await page(`/talent/job/${job.remote}`)).body);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Indonesia' },
      employmentType: 'INTERN',
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('baseSalary');
  });

  it("says a closed job has ended, and a missing job's page is a 404", async () => {
    const closed = await page(`/talent/job/${job.closed}`);
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain('<title>Backend Engineer - Gojek (Closed) | Talent</title>');
    expect(structuredData(closed.body)[0]?.validThrough).toBe('2026-11-01T00:00:00.000Z');
    for (const url of ['/talent/job/999999', '/talent/job/not-a-number']) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toContain('text/html');
      expect(missing.body, url).toContain('<div id="root"></div>');
      expect(structuredData(missing.body), url).toEqual([]);
    }
  });

  it('shows the job as it is now after it changes', async () => {
    const id = await insertJob({});
    expect((await page(`/talent/job/${id}`)).body).not.toContain('(Closed)');
    await server.database.db.update(jobs).set({ isOpen: false, closedAt: new Date() }).where(eq(jobs.id, id));
    // Written past the app, as another process would: the page is new once the change is heard.
    await server.app.platform.changes.heardAll();
    expect((await page(`/talent/job/${id}`)).body).toContain('(Closed)');
  });
});

describe('the sitemap and robots.txt', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

  async function sitemapUrls() {
    const index = await page('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const urls: string[] = [];
    for (const loc of locs(index.body)) {
      const sitemapPage = await page(new URL(loc).pathname);
      expect(sitemapPage.statusCode, loc).toBe(200);
      urls.push(...locs(sitemapPage.body));
    }
    return urls;
  }

  it('lists the open jobs and the companies, and no closed job or signed-in page', async () => {
    const urls = await sitemapUrls();
    const jobUrls = urls.filter((url) => url.includes('/talent/job/') && !url.includes('?lang='));
    expect(jobUrls.sort()).toEqual(
      [job.open, job.remote, job.similar].map((id) => `https://talent.example/talent/job/${id}`).sort(),
    );
    expect(urls).toContain('https://talent.example/company/1');
    const signedIn = urls.filter(
      (url) => new URL(url).pathname.startsWith('/talent/') && !url.includes('/talent/job/'),
    );
    expect(signedIn).toEqual([]);
  });

  it('lists each page at its address in each language, every address naming the others', async () => {
    const urls = await sitemapUrls();
    const at = `https://talent.example/talent/job/${job.open}`;
    const thisJob = (url: string) => new URL(url).pathname === `/talent/job/${job.open}`;
    expect(urls.filter(thisJob)).toEqual([at, `${at}?lang=en`, `${at}?lang=id`]);
    const jobsPage = (await page('/sitemap-jobs-1.xml')).body;
    const entry = jobsPage.split('\n').find((line) => line.includes(`<loc>${at}?lang=id</loc>`)) ?? '';
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${at}?lang=en"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="id" href="${at}?lang=id"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${at}"/>`);
    expect(jobsPage).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('drops a job from the sitemap when it closes', async () => {
    const id = await insertJob({});
    expect(await sitemapUrls()).toContain(`https://talent.example/talent/job/${id}`);
    await server.database.db.update(jobs).set({ isOpen: false }).where(eq(jobs.id, id));
    expect(await sitemapUrls()).not.toContain(`https://talent.example/talent/job/${id}`);
  });

  it('keeps search engines out of the signed-in pages and points them at the sitemap', async () => {
    const robots = await page('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /talent/\n');
    expect(robots.body).toContain('Allow: /talent/job/\n');
    expect(robots.body).toContain('Sitemap: https://talent.example/sitemap.xml');
    expect((await page('/sitemap-jobs-2.xml')).statusCode).toBe(404);
    expect((await page('/sitemap-nothing-1.xml')).statusCode).toBe(404);
  });
});
