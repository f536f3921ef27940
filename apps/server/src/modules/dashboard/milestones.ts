import { type Milestone, type MilestoneKey, milestones, profileMilestonePercent } from '@talent/contract';

/** What the features say about a talent, one fact per milestone. */
export interface TalentProgress {
  profilePercent: number;
  hasCv: boolean;
  hasApplied: boolean;
  wasInvited: boolean;
  hasCertificate: boolean;
  hasReferred: boolean;
}

function reached(key: MilestoneKey, progress: TalentProgress): boolean {
  switch (key) {
    case 'profile':
      return progress.profilePercent >= profileMilestonePercent;
    case 'cv':
      return progress.hasCv;
    case 'apply':
      return progress.hasApplied;
    case 'interview':
      return progress.wasInvited;
    case 'certificate':
      return progress.hasCertificate;
    case 'referral':
      return progress.hasReferred;
  }
}

/** The milestones in order, each reached or not, and seen by the talent or not. */
export function milestonesOf(progress: TalentProgress, acknowledged: ReadonlySet<number>): Milestone[] {
  return milestones.map(({ id, key }) => ({
    id,
    key,
    done: reached(key, progress),
    progress: key === 'profile' ? progress.profilePercent : null,
    acknowledged: acknowledged.has(id),
  }));
}
