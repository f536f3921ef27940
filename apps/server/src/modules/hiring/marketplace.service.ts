import {
  type FindMeJobIndicator,
  hiringLimits,
  type MarketplaceStatus,
  marketplaceMessages,
  marketplaceStatuses,
} from '@talent/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MarketplaceRepository, MarketplaceRow } from './marketplace.repository.ts';

const offsetMs = hiringLimits.timeZoneOffsetMinutes * 60_000;

/** A marketplace period starts on Monday at 00:00 in Jakarta: the next one after `now`. */
export function nextPeriodStart(now: Date): Date {
  const local = new Date(now.getTime() + offsetMs);
  const daysToMonday = (8 - local.getUTCDay()) % 7 || 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + daysToMonday);
  return new Date(monday - offsetMs);
}

function statusOf(row: MarketplaceRow | undefined): MarketplaceStatus {
  return {
    status: row?.status ?? 0,
    next_period_mp: row?.nextPeriodAt?.toISOString() ?? null,
    active_mp: row?.activeUntil?.toISOString() ?? null,
    expired_mp: row?.expiredAt?.toISOString() ?? null,
  };
}

export function createMarketplaceService({
  repository,
  now,
}: {
  repository: MarketplaceRepository;
  now: () => Date;
}) {
  return {
    async status(talentId: number) {
      return statusOf(await repository.find(talentId));
    },

    /** The find-me-job indicator: on while the talent's marketplace period is active. */
    async findMeJob(talentId: number): Promise<FindMeJobIndicator> {
      const { status, active_mp } = statusOf(await repository.find(talentId));
      const active = status >= marketplaceStatuses.active && status < marketplaceStatuses.expired;
      return { active, until: active ? active_mp : null };
    },

    async join(talentId: number) {
      const joined = await repository.join(talentId, nextPeriodStart(now()), now());
      return {
        data: statusOf(await repository.find(talentId)),
        message: joined ? marketplaceMessages.joined : marketplaceMessages.alreadyJoined,
      };
    },

    async rejoin(talentId: number) {
      if (!(await repository.rejoin(talentId, nextPeriodStart(now()), now())))
        throw new AppError(409, 'CONFLICT', marketplaceMessages.notExpired);
      return { data: statusOf(await repository.find(talentId)), message: marketplaceMessages.rejoined };
    },
  };
}
