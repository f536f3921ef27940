import { profileMessages } from '@talent/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInTalent, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';

const notOnboarded = { status: false, last_page: 0, password_created: true };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Refuses onboarding step 1 as the server does, with a reason per field. */
function refuseStep1(fields: Record<string, string>) {
  const sent: unknown[] = [];
  const previous = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/talent/7/onboarding/1') && init?.method === 'PATCH') {
      sent.push(JSON.parse(String(init.body)));
      const [first] = Object.values(fields);
      return json(
        { data: null, meta: { message: first, type: 'VALIDATION_ERROR' }, error: 'Bad Request', fields },
        400,
      );
    }
    return previous(input, init);
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the onboarding page', { timeout: 30_000 }, () => {
  it('sends a talent who is onboarded already to / (the dashboard)', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { router } = renderApp('/talent/onboarding/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/talent/interviews');
  });

  it("shows the server's reasons for step 1 at their fields", async () => {
    signInAsTalent({ ...signedInTalent, onboarded: notOnboarded });
    answerTalentLoad(talentFixture({ onboarded: notOnboarded }));
    const sent = refuseStep1({
      fullname: 'Full name may only contain letters',
      phone: 'This phone number is used by another account',
    });
    const { user, router } = renderApp('/talent/onboarding/1');
    await user.click(await screen.findByRole('button', { name: 'Next' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const name = screen.getByRole('textbox', { name: /^Full Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Full name may only contain letters'));
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Phone Number/ })).toHaveAccessibleDescription(
      expect.stringContaining('This phone number is used by another account'),
    );
    // A reason shown at its field is not repeated above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/talent/onboarding/1');
  });

  it('asks on step 3 for where the talent heard of us and for the CV at once', async () => {
    const onStep3 = { status: false, last_page: 2, password_created: true };
    signInAsTalent({ ...signedInTalent, onboarded: onStep3 });
    answerTalentLoad(talentFixture({ onboarded: onStep3 }));
    const { user } = renderApp('/talent/onboarding/3');
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(profileMessages.fileRequired)).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: /^Where did you hear about us/ }),
    ).toHaveAccessibleDescription(profileMessages.required);
  });
});
