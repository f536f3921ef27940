import {
  answerOnboardingSurvey,
  completeOnboardingStep1,
  completeOnboardingStep3,
  listAreaCodes,
  listSkillSets,
  profileMessages,
  recommendSkills,
} from '@talent/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { network, onEndpoint, serveOptionLists, writeLog } from '@/test/network';
import { renderApp, signedInTalent, signInAsTalent } from '@/test/render-app';
import { answerTalentLoad, talentFixture } from '@/test/talent-fixture';
import { sendUploadsThroughFetch } from '@/test/uploads';

const notOnboarded = { status: false, last_page: 0, password_created: true };

/** Refuses onboarding step 1 as the server does, with a reason per field. */
function refuseStep1(fields: Record<string, string>) {
  const sent: unknown[] = [];
  network.use(
    onEndpoint(completeOnboardingStep1, async ({ request }) => {
      sent.push(await request.json());
      const [first] = Object.values(fields);
      return HttpResponse.json(
        { data: null, meta: { message: first, type: 'VALIDATION_ERROR' }, error: 'Bad Request', fields },
        { status: 400 },
      );
    }),
  );
  return sent;
}

const onStep2 = { status: false, last_page: 1, password_created: true };

/** A talent on step 2 who chose Frontend (3) as position function and Jakarta as work location. */
function talentOnStep2(workLocations = [{ id: 1, name: 'Jakarta' }]) {
  const talent = talentFixture({ onboarded: onStep2 });
  return talentFixture({
    onboarded: onStep2,
    position_function: {
      id: 3,
      name: 'Frontend',
      position_sub_category: { id: 2, name: 'Web', position_category: { id: 1, name: 'Engineering' } },
    },
    preference: {
      ...talent.preference,
      position_category: { id: 1, name: 'Engineering' },
      work_locations: workLocations,
    },
  });
}

const city = (id: number, name: string) => ({
  id,
  name,
  is_other: false,
  province: 'Jawa Barat',
  area_code: '022',
  dial_code: '+62 22',
});

/**
 * Answers the searches of cities and skills and the skill suggestions as the server would, and
 * records every address the page asks.
 */
function answerSearches() {
  const asked: string[] = [];
  /** Keeps the address asked, as the app wrote it (path and query). */
  const keep = (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    return url.searchParams.get('search') ?? '';
  };
  const answer = (data: unknown[]) =>
    HttpResponse.json({ data, meta: { message: 'Success', count: data.length } });
  network.use(
    onEndpoint(listAreaCodes, ({ request }) => {
      const search = keep(request);
      return answer([city(2, 'Bandung'), city(3, 'Batam')].filter((c) => c.name.includes(search)));
    }),
    onEndpoint(listSkillSets, ({ request }) => {
      const search = keep(request);
      return answer([{ id: 30, name: 'React', is_other: false }].filter((s) => s.name.includes(search)));
    }),
    onEndpoint(recommendSkills, ({ request }) => {
      keep(request);
      return HttpResponse.json({ data: [{ id: 40, name: 'Vue.js' }], meta: { message: 'Success' } });
    }),
  );
  return asked;
}

/** The names on the pills of a multiple choice field. */
const pillsOf = (field: HTMLElement) =>
  Array.from(
    field.closest('.mantine-InputWrapper-root')?.querySelectorAll('.mantine-Pill-label') ?? [],
    (pill) => pill.textContent,
  );

// Mantine forms render slowly in jsdom on a busy machine; the budget is generous, nothing is timed.
describe('the onboarding page', { timeout: 30_000 }, () => {
  it('sends a talent who is onboarded already to / (the dashboard)', async () => {
    signInAsTalent();
    answerTalentLoad(talentFixture());
    const { router } = renderApp('/talent/onboarding/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/talent/interviews');
  });

  it('shows the brand and a way to sign out on the steps without a header', async () => {
    signInAsTalent({ ...signedInTalent, onboarded: notOnboarded });
    answerTalentLoad(talentFixture({ onboarded: notOnboarded }));
    renderApp('/talent/onboarding/1');
    expect(await screen.findByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    expect(screen.getByRole('link', { name: 'Talent home' })).toHaveAttribute('href', '/');
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

  it('sends where the talent heard of us by its id, without an empty description, then the CV', async () => {
    const onStep3 = { status: false, last_page: 2, password_created: true };
    signInAsTalent({ ...signedInTalent, onboarded: onStep3 });
    answerTalentLoad(talentFixture({ onboarded: onStep3 }));
    serveOptionLists({ 'survey-sources': [{ id: 2, name: 'Instagram', is_other: false }] });
    sendUploadsThroughFetch();
    const survey = writeLog();
    const cvs: string[] = [];
    network.use(
      onEndpoint(answerOnboardingSurvey, async ({ request }) => {
        await survey.keep(request);
        return HttpResponse.json({ data: null, meta: { message: 'Success' } });
      }),
      onEndpoint(completeOnboardingStep3, async ({ request }) => {
        // The form's file is read as sent: jsdom's File is not one Node's form parser makes.
        cvs.push(/name="CV"; filename="([^"]+)"/.exec(await request.text())?.[1] ?? 'none');
        return HttpResponse.json({
          data: talentFixture({ onboarded: { ...onStep3, status: true, last_page: 3 } }),
          meta: { message: profileMessages.fileUploaded },
        });
      }),
    );
    const { user, container, router } = renderApp('/talent/onboarding/3');
    await user.click(await screen.findByRole('combobox', { name: /^Where did you hear about us/ }));
    await user.click(await screen.findByRole('option', { name: 'Instagram' }));
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    const pdf = new File(['%PDF-1.7'], 'siti-cv.pdf', { type: 'application/pdf' });
    fireEvent.change(input as HTMLInputElement, { target: { files: [pdf] } });
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/talent\/onboarding/));
    expect(survey.writes.map((write) => write.body)).toEqual([{ talent_id: 7, survey_source_id: 2 }]);
    expect(cvs).toEqual(['siti-cv.pdf']);
  });

  it('clears the position function when another job category is chosen on step 2', async () => {
    signInAsTalent({ ...signedInTalent, onboarded: onStep2 });
    answerTalentLoad(talentOnStep2());
    serveOptionLists({
      'position-categories': [
        { id: 1, name: 'Engineering', is_other: false },
        { id: 5, name: 'Design', is_other: false },
      ],
      'position-functions': [{ id: 3, name: 'Frontend', is_other: false }],
    });
    const { user } = renderApp('/talent/onboarding/2');
    const positionFunction = await screen.findByRole('combobox', { name: /^Position Function/ });
    await waitFor(() => expect(positionFunction).toHaveValue('Frontend'));
    await user.click(screen.getByRole('combobox', { name: /^Job Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Design' }));
    expect(screen.getByRole('combobox', { name: /^Job Category/ })).toHaveValue('Design');
    expect(positionFunction).toHaveValue('');
  });

  it('offers no work location until 2 letters are typed, and keeps the saved ones named', async () => {
    signInAsTalent({ ...signedInTalent, onboarded: onStep2 });
    answerTalentLoad(talentOnStep2());
    const asked = answerSearches();
    const { user } = renderApp('/talent/onboarding/2');
    const locations = await screen.findByRole('combobox', { name: /^Preferred Work Locations/ });
    expect(pillsOf(locations)).toEqual(['Jakarta']);

    await user.type(locations, 'B');
    // Longer than the search waits for typing to stop: one letter asks nothing and offers nothing.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(asked.filter((url) => url.includes('/data/area_codes'))).toEqual([]);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.type(locations, 'a');
    await user.click(await screen.findByRole('option', { name: 'Bandung' }));
    expect(pillsOf(locations)).toEqual(['Jakarta', 'Bandung']);
    const searches = asked.filter((url) => url.includes('/data/area_codes'));
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain('search=Ba');
  });

  it('takes no seventh work location', async () => {
    const six = ['Jakarta', 'Surabaya', 'Medan', 'Semarang', 'Makassar', 'Depok'].map((name, index) => ({
      id: 10 + index,
      name,
    }));
    signInAsTalent({ ...signedInTalent, onboarded: onStep2 });
    answerTalentLoad(talentOnStep2(six));
    answerSearches();
    const { user } = renderApp('/talent/onboarding/2');
    const locations = await screen.findByRole('combobox', { name: /^Preferred Work Locations/ });
    expect(pillsOf(locations)).toHaveLength(6);
    await user.type(locations, 'Ba');
    await user.click(await screen.findByRole('option', { name: 'Bandung' }));
    expect(pillsOf(locations)).toEqual(six.map((c) => c.name));
  });

  it('searches skills once typing stops and adds a suggested skill from its chip', async () => {
    signInAsTalent({ ...signedInTalent, onboarded: onStep2 });
    answerTalentLoad(talentOnStep2());
    const asked = answerSearches();
    const { user } = renderApp('/talent/onboarding/2');
    const skills = await screen.findByRole('combobox', { name: /^Top Skills/ });
    expect(screen.getByText("Select minimum of 5 skills (Separate by 'Enter' key).")).toBeInTheDocument();
    expect(screen.getByText('You can add up to 10 skills')).toBeInTheDocument();

    const suggestions = await screen.findByRole('group', { name: 'Suggested for your position' });
    expect(asked).toContain('/api/talent/v1/skill-recommendation/3?top=5');
    await user.click(within(suggestions).getByRole('checkbox', { name: 'Vue.js' }));
    expect(pillsOf(skills)).toContain('Vue.js');

    await user.type(skills, 'Rea');
    const searches = () => asked.filter((url) => url.includes('/data/skill-sets'));
    // Typing has just stopped: nothing is asked until it has stayed stopped for 500 ms.
    expect(searches()).toEqual([]);
    await user.click(await screen.findByRole('option', { name: 'React' }));
    expect(searches()).toHaveLength(1);
    expect(searches()[0]).toContain('search=Rea');
    expect(pillsOf(skills)).toContain('React');
  });
});
