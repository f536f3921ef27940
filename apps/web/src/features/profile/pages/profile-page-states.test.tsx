import { getTalent, type Talent } from '@talent/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { network, onEndpoint, serveOptionLists } from '@/test/network';
import { renderApp, signInAsTalent } from '@/test/render-app';
import { talentFixture } from '@/test/talent-fixture';

/**
 * Answers the talent's load as the test says, one answer per load, and the lists the forms open
 * with empty lists; gives the test its turn before each answer through `hold`.
 */
function answerTalentLoads(answers: Array<() => Response>, hold: () => Promise<void> = async () => {}) {
  let loads = 0;
  serveOptionLists();
  network.use(
    onEndpoint(getTalent, async ({ params }) => {
      if (params.query !== '7') return undefined;
      const answer = answers[Math.min(loads, answers.length - 1)];
      loads += 1;
      await hold();
      return (answer as () => Response)();
    }),
  );
}

const talentAnswer = (talent: Talent) => () =>
  HttpResponse.json({ data: talent, meta: { message: 'Success' } });
const failure = () => HttpResponse.json({ meta: { message: 'Something went wrong' } }, { status: 500 });

/** Three pages that read the talent: the profile itself and two of its section pages. */
const pages = [
  { path: '/talent/profile', ready: { role: 'heading', name: 'My Profile' } },
  { path: '/talent/profile/experiences', ready: { role: 'button', name: 'Add Experience' } },
  { path: '/talent/profile/education', ready: { role: 'heading', name: 'Add Education' } },
] as const;

describe('the profile pages while the talent loads', { timeout: 30_000 }, () => {
  for (const page of pages) {
    it(`shows ${page.path} loading, then the page`, async () => {
      signInAsTalent();
      // The page and the header's name and photo may each load the talent, in either order: every
      // load waits until the test lets them all through.
      const held: Array<() => void> = [];
      let letThrough = false;
      answerTalentLoads([talentAnswer(talentFixture())], () =>
        letThrough ? Promise.resolve() : new Promise<void>((resolve) => held.push(resolve)),
      );
      renderApp(page.path);
      expect(await screen.findByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
      letThrough = true;
      for (const release of held) release();
      expect(await screen.findByRole(page.ready.role, { name: page.ready.name })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading your profile' })).not.toBeInTheDocument();
    });

    it(`says ${page.path} could not load, and Retry loads it`, async () => {
      signInAsTalent();
      answerTalentLoads([failure, talentAnswer(talentFixture())]);
      const { user } = renderApp(page.path);
      const message = await screen.findByText('We could not load your profile.');
      const error = message.closest<HTMLElement>('[role="alert"]');
      expect(error).not.toBeNull();
      await user.click(within(error as HTMLElement).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole(page.ready.role, { name: page.ready.name })).toBeInTheDocument();
      expect(screen.queryByText('We could not load your profile.')).not.toBeInTheDocument();
    });
  }
});
