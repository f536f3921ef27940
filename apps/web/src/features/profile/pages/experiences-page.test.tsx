import { profileMessages } from '@talent/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the experiences page', { timeout: 30_000 }, () => {
  it('shows the empty state and adds an entry to fill', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { user } = renderApp('/talent/profile/experiences');
    expect(await screen.findByText('No experience added yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Experience' }));
    expect(screen.getByRole('heading', { name: 'Experience 1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Company/ })).toBeInTheDocument();
  });

  it('asks for an end date unless the talent works there now, and refuses one before the start', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { user } = renderApp('/talent/profile/experiences');
    await user.click(await screen.findByRole('button', { name: 'Add Experience' }));
    await user.type(screen.getByRole('combobox', { name: /^Company/ }), 'Tokopedia');
    await user.type(screen.getByLabelText(/^Position Name/), 'Frontend Engineer');
    fireEvent.change(screen.getByLabelText(/^Start Date/), { target: { value: '2020-05' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.endRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^End Date/), { target: { value: '2019-01' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(profileMessages.endBeforeStart)).toBeInTheDocument();
    await user.click(screen.getByLabelText('I currently work here'));
    expect(screen.getByLabelText(/^End Date/)).toBeDisabled();
    expect(screen.getByLabelText(/^End Date/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText(profileMessages.endBeforeStart)).not.toBeInTheDocument();
  });
});
