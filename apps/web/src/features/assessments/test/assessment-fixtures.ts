import type { DataOf, listContestChallenges } from '@talent/contract';

type Contest = DataOf<typeof listContestChallenges>['contest'];
type Challenge = DataOf<typeof listContestChallenges>['challenges'][number];

/** An open contest running through November and December 2026. */
export function contestFixture(overrides: Partial<Contest> = {}): Contest {
  return {
    id: 5,
    name: 'Code Sprint',
    description: 'A week of code.',
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-12-31T00:00:00.000Z',
    status: 'open',
    challenge_count: 1,
    ...overrides,
  };
}

/** A challenge of ten questions in ten minutes. */
export function challengeFixture(id: number, name: string): Challenge {
  return {
    id,
    name,
    description: 'Ten questions',
    position_prefixes: [],
    question_count: 10,
    duration: 10,
    duration_seconds: 600,
    pass_percent: 70,
  };
}
