import { profileMessages } from '@talent/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the publications page', { timeout: 30_000 }, () => {
  it('refuses an email in the description, then saves the publication with its link', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      // The link's preview, asked for once typing pauses, finds no page and shows nothing.
      if (String(input).endsWith('/meta-html'))
        return Response.json({ data: null, meta: { message: 'No page' } }, { status: 400 });
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({ data: talentFixture(), meta: { message: 'Success' } });
    });
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { user, router } = renderApp('/talent/profile/publications');
    await user.click(await screen.findByRole('button', { name: 'Add Publication' }));
    await user.type(screen.getByLabelText(/^Title/), 'Accessible forms at scale');
    await user.type(screen.getByLabelText('Publication Link'), 'example.com/forms');
    const description = screen.getByLabelText(/^Description/);
    await user.type(description, 'Write to siti@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.emailNotAllowed)).toBeInTheDocument();
    await user.clear(description);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/talent/profile'));
    expect(sent).toEqual([
      {
        publications: [
          {
            title: 'Accessible forms at scale',
            publisher: '',
            published_on: '',
            url: 'http://example.com/forms',
            description: '',
          },
        ],
      },
    ]);
  });
});
