import { profileMessages } from '@talent/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';
import { keepSectionSaves } from '../test/profile-network';

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the achievements page', { timeout: 30_000 }, () => {
  it('refuses a title under 3 characters, then saves one without a year', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const saves = keepSectionSaves();
    const { user, router } = renderApp('/talent/profile/achievements');
    expect(await screen.findByText('No achievement added yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Achievement' }));
    const title = screen.getByLabelText(/^Title/);
    await user.type(title, 'AB');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.minThree)).toBeInTheDocument();
    await user.type(title, 'C Hackathon winner');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/talent/profile'));
    expect(saves.writes.map((write) => write.body)).toEqual([
      { achievements: [{ title: 'ABC Hackathon winner', year: null, description: '' }] },
    ]);
  });
});
