import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { roleDetailFixture } from './test/job-fixture';

const job = { ...roleDetailFixture(), similar: [] };

const at = (path: string) => new URL(path, 'http://talent.test');

const textOf = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');

describe("the server's render of a page", () => {
  it("draws a public page as a guest sees it, with its feature's texts", async () => {
    const page = await renderPage(at('/login'));
    if (page.kind !== 'page') throw new Error('the login page was not rendered');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Login<\/h1>/);
    expect(textOf(page.body)).toContain('Skip to main content');
    // What the browser hydrates from: no loader data of its own beyond the root, no queries.
    expect(page.handOver).toEqual({
      router: { loaderData: { root: null }, actionData: null, errors: null },
      queries: [],
    });
  });

  it("draws a form's button inert until the script runs, so an early click does not reload the page", async () => {
    const page = await renderPage(at('/login'));
    if (page.kind !== 'page') throw new Error('the login page was not rendered');
    const signIn = page.body.match(/<button[^>]*>(?:(?!<\/button>)[\s\S])*Sign In/)?.[0] ?? '';
    expect(signIn).toContain('type="button"');
    expect(signIn).toContain('aria-disabled="true"');
  });

  it('shows what the server already had, and hands that answer over keyed as the page asks', async () => {
    const page = await renderPage(at(`/talent/job/${job.id}`), [{ key: ['guest-job', job.id], data: job }]);
    if (page.kind !== 'page') throw new Error('the job page was not rendered');
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${job.position_name}</h1>`));
    expect(textOf(page.body)).toContain(job.company_name);
    expect(page.handOver.queries).toEqual([{ key: ['guest-job', job.id], data: job }]);
  });

  it('escapes every value it shows', async () => {
    const hostile = { ...job, position_name: '<img src=x onerror=alert(1)>' };
    const page = await renderPage(at(`/talent/job/${job.id}`), [
      { key: ['guest-job', job.id], data: hostile },
    ]);
    if (page.kind !== 'page') throw new Error('the job page was not rendered');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('answers the not-found page with status 404', async () => {
    const page = await renderPage(at('/no-such-page'));
    expect(page).toMatchObject({ kind: 'page', status: 404 });
  });

  it('draws a signed-in page as its frame and a skeleton, sending nobody away', async () => {
    const page = await renderPage(at('/talent/profile'));
    if (page.kind !== 'page') throw new Error('the profile page was not rendered');
    expect(page.status).toBe(200);
    expect(page.body).toContain('role="status"');
    expect(textOf(page.body)).toContain('Loading');
  });

  it("draws a public page in Indonesian when asked, with its feature's Indonesian texts (decision 0161)", async () => {
    const page = await renderPage(at('/login?lang=id'), [], 'id');
    if (page.kind !== 'page') throw new Error('the login page was not rendered');
    expect(page.body).toMatch(/<h1[^>]*>Masuk<\/h1>/);
    expect(textOf(page.body)).toContain('Langsung ke konten utama');
    expect(textOf(page.body)).not.toContain('Skip to main content');
    expect(page.isPublic).toBe(true);
  });

  it('keeps each render in its own language when English and Indonesian are asked at once', async () => {
    const [indonesian, english] = await Promise.all([
      renderPage(at(`/talent/job/${job.id}`), [{ key: ['guest-job', job.id], data: job }], 'id'),
      renderPage(at(`/talent/job/${job.id}`), [{ key: ['guest-job', job.id], data: job }], 'en'),
    ]);
    if (indonesian.kind !== 'page' || english.kind !== 'page')
      throw new Error('the job page was not rendered');
    // The feature's texts and the dates' day names follow each render's language.
    expect(textOf(indonesian.body)).toContain('Kembali ke daftar lowongan');
    expect(textOf(indonesian.body)).toContain('Jumat, 20 November 2026');
    expect(textOf(indonesian.body)).not.toContain('Skip to main content');
    expect(textOf(english.body)).toContain('Friday, 20 November 2026');
    expect(textOf(english.body)).not.toContain('Langsung ke konten utama');
    // A guest reads a shared job: it has an address per language.
    expect(indonesian.isPublic).toBe(true);
  });

  it('tells a signed-in page from a public one, which alone gets an address per language', async () => {
    const profile = await renderPage(at('/talent/profile'), [], 'id');
    expect(profile).toMatchObject({ kind: 'page', isPublic: false });
    expect(await renderPage(at('/salary-calculator'))).toMatchObject({ kind: 'page', isPublic: true });
    expect(await renderPage(at('/no-such-page'))).toMatchObject({ kind: 'page', isPublic: false });
  });

  it("answers a route's redirect as a redirect", async () => {
    expect(await renderPage(at('/'))).toMatchObject({ kind: 'redirect', location: '/talent/interviews' });
  });
});
