import { accountMessages, profileMessages, type Talent } from '@talent/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { network } from '@/test/network';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Answers every call but the talent's load and master data, and records what was sent. */
function recordCalls(answer?: (call: Sent) => Response) {
  const sent: Sent[] = [];
  network.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      // Only what the page under test sends: changes, and the referee's reads.
      if (request.method === 'GET' && !url.pathname.includes('/references/')) return undefined;
      // Without answers of its own a test reads no link previews: they find no page and show nothing.
      if (!answer && url.pathname.endsWith('/meta-html'))
        return json({ data: null, meta: { message: 'No page' } }, 400);
      const text = await request.text();
      const call = {
        method: request.method,
        path: `${url.pathname}${url.search}`,
        body: text ? JSON.parse(text) : null,
      };
      sent.push(call);
      return answer ? answer(call) : json({ data: talentFixture(), meta: { message: 'Success' } });
    }),
  );
  return sent;
}

const reference = (overrides: Partial<Talent['references'][number]>): Talent['references'][number] => ({
  id: 1,
  name: 'Budi Santoso',
  email: 'budi@example.com',
  relationship: { id: 1, name: 'Manager' },
  company: 'Cahaya Retail',
  status: 'requested',
  answer: null,
  requested_at: '2026-11-01T08:00:00.000Z',
  answered_at: null,
  ...overrides,
});

describe('projects, portfolio and references', { timeout: 30_000 }, () => {
  it('checks a project at its fields, then saves the whole list and returns to the profile', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const sent = recordCalls();
    const { user, router } = renderApp('/talent/profile/projects');
    await user.click(await screen.findByRole('button', { name: 'Add Project' }));
    const project = screen.getByRole('region', { name: 'Project 1' });
    await user.type(within(project).getByLabelText(/^Project Name/), 'ab');
    await user.type(within(project).getByLabelText('Start Date'), '2025-06-01');
    await user.type(within(project).getByLabelText('End Date'), '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(project).findByText(profileMessages.minThree)).toBeInTheDocument();

    await user.type(within(project).getByLabelText(/^Project Name/), 'c checkout');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(project).findByText(profileMessages.endBeforeStart)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(project).getByLabelText('End Date'));
    await user.type(within(project).getByLabelText('End Date'), '2025-09-30');
    // A link typed without a scheme gets one on leaving the field.
    await user.type(within(project).getByLabelText('Project Link'), 'github.com/siti/checkout');
    await user.tab();
    expect(within(project).getByLabelText('Project Link')).toHaveValue('http://github.com/siti/checkout');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/talent/profile'));
    expect(sent).toMatchObject([
      {
        method: 'PATCH',
        path: '/api/talent/v1/talent/7/project/edit',
        body: {
          projects: [
            {
              name: 'abc checkout',
              start_date: '2025-06-01',
              end_date: '2025-09-30',
              url: 'http://github.com/siti/checkout',
            },
          ],
        },
      },
    ]);
  });

  it('adds picked GitHub repositories as projects to review, with a preview of each link', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture({ projects: [] }));
    const repository = (name: string, description: string | null) => ({
      name,
      description,
      url: `https://github.com/siti/${name}`,
      language: 'TypeScript',
      stars: 3,
    });
    const sent = recordCalls((call) => {
      if (call.path.endsWith('/github/repositories')) {
        return json({
          data: [
            repository('warung-pos', 'Point of sale for small shops'),
            repository('dotfiles', null),
            repository('ui', 'Components'),
          ],
          meta: { message: 'OK' },
        });
      }
      const { url } = call.body as { url: string };
      return json({
        data: {
          url,
          title: 'siti/warung-pos on GitHub',
          description: 'Point of sale for small shops',
          image: null,
        },
        meta: { message: 'OK' },
      });
    });
    const { user } = renderApp('/talent/profile/projects');
    await user.type(await screen.findByLabelText('GitHub username'), 'siti');
    await user.click(screen.getByRole('button', { name: 'Find repositories' }));
    await user.click(await screen.findByRole('checkbox', { name: /warung-pos/ }));
    await user.click(screen.getByRole('checkbox', { name: /^ui/ }));
    await user.click(screen.getByRole('button', { name: 'Add 2 projects' }));

    const first = screen.getByRole('region', { name: 'Project 1' });
    expect(within(first).getByLabelText(/^Project Name/)).toHaveValue('warung-pos');
    expect(within(first).getByLabelText('Project Link')).toHaveValue('https://github.com/siti/warung-pos');
    expect(within(first).getByLabelText(/^Description/)).toHaveValue('Point of sale for small shops');
    // A name under 3 characters is left for the talent to type.
    expect(
      within(screen.getByRole('region', { name: 'Project 2' })).getByLabelText(/^Project Name/),
    ).toHaveValue('');
    expect(
      await within(first).findByText('siti/warung-pos on GitHub', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: 'POST', body: { username: 'siti' } });
  });

  it('refuses a portfolio title under 3 characters at the field, sending nothing', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const sent = recordCalls();
    const { user } = renderApp('/talent/profile/portfolio');
    await user.type(await screen.findByLabelText(/^Portfolio Title/), 'UX');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.portfolioTitleMin)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Portfolio Title/)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('lists who was asked and who answered, and hides the answers from the profile', async () => {
    signInAsTalent();
    answerTalentLoad(
      talentFixture({
        references: [
          reference({}),
          reference({ id: 2, name: 'Rina Wijaya', status: 'answered', answer: 'Careful and kind.' }),
        ],
      }),
    );
    const sent = recordCalls(() =>
      json({ data: { references_shown: false }, meta: { message: profileMessages.referenceHidden } }),
    );
    const { user } = renderApp('/talent/profile/references');
    const list = await screen.findByRole('list', { name: 'References' });
    const [budi, rina] = within(list).getAllByRole('listitem');
    expect(within(budi as HTMLElement).getByText('Waiting for an answer')).toBeInTheDocument();
    expect(within(rina as HTMLElement).getByText('“Careful and kind.”')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: /Show my references on my profile/ }));
    expect(await screen.findByText(profileMessages.referenceHidden)).toBeInTheDocument();
    expect(sent).toMatchObject([{ method: 'PATCH', path: '/api/talent/v1/talent/7/references/hide' }]);
  });

  it('asks for a reference only with an email and a relationship beside the name', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const sent = recordCalls();
    const { user } = renderApp('/talent/profile/references/edit');
    await user.type(await screen.findByLabelText(/^Their Full Name/), 'Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(accountMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Their Email/)).toHaveFocus();
    expect(screen.getByText(profileMessages.required)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('lets a referee answer once from the mail, and says when a link is dead', async () => {
    const sent = recordCalls((call) => {
      if (call.path.includes('token=dead'))
        return json(
          {
            data: null,
            meta: { message: accountMessages.linkInvalid, type: 'NOT_FOUND' },
            error: accountMessages.linkInvalid,
          },
          404,
        );
      if (call.method === 'GET')
        return json({
          data: {
            talent_name: 'Siti Rahayu',
            referee_name: 'Budi',
            relationship: 'Manager',
            answered: false,
          },
          meta: { message: 'Success' },
        });
      return json({ data: null, meta: { message: profileMessages.referenceAnswered } });
    });
    const { user, router } = renderApp('/reference/answer?token=good');
    expect(
      await screen.findByText(/Siti Rahayu asked you, Budi, for a reference as their Manager/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Your reference/), 'Ok');
    await user.click(screen.getByRole('button', { name: 'Send Reference' }));
    expect(await screen.findByText(profileMessages.aboutLength)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Your reference/), ' and reliable, always on time.');
    await user.click(screen.getByRole('button', { name: 'Send Reference' }));
    expect(await screen.findByText(profileMessages.referenceAnswered)).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      body: { token: 'good', answer: 'Ok and reliable, always on time.' },
    });

    await router.navigate('/reference/answer?token=dead');
    expect(await screen.findByText(accountMessages.linkInvalid)).toBeInTheDocument();
  });
});
