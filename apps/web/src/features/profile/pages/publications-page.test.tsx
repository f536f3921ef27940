import { profileMessages } from '@talent/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';
import { keepSectionSaves } from '../test/profile-network';

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the publications page', { timeout: 30_000 }, () => {
  it('refuses an email in the description, then saves the publication with its link', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    // The link's preview, asked for once typing pauses, finds no page and shows nothing.
    const saves = keepSectionSaves();
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
    expect(saves.writes.map((write) => write.body)).toEqual([
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
