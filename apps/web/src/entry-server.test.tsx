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

  it("answers a route's redirect as a redirect", async () => {
    expect(await renderPage(at('/'))).toMatchObject({ kind: 'redirect', location: '/talent/interviews' });
  });
});
