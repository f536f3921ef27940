import { profileMessages } from '@talent/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the certificates page', { timeout: 30_000 }, () => {
  it('asks for a year, keeps it within the spec range, and writes the link with its scheme', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { user } = renderApp('/talent/profile/certificates');
    await user.click(await screen.findByRole('button', { name: 'Add Certificate' }));
    await user.type(screen.getByRole('combobox', { name: /^Certificate Name/ }), 'AWS Developer');
    const link = screen.getByLabelText('Certificate Link');
    await user.type(link, 'example.com/cert/42');
    await user.tab();
    expect(link).toHaveValue('http://example.com/cert/42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.required)).toBeInTheDocument();
    // A year before the spec's 50 years back becomes the earliest one allowed.
    const year = screen.getByLabelText(/^Year/);
    await user.type(year, '1900');
    await user.tab();
    expect(year).toHaveValue(String(new Date().getFullYear() - 50));
    // Spec section 2: year pickers forbid dates after today, so next year becomes this one.
    await user.clear(year);
    await user.type(year, String(new Date().getFullYear() + 1));
    await user.tab();
    expect(year).toHaveValue(String(new Date().getFullYear()));
  });
});
