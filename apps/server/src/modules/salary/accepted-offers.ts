import { takeHomePayFromNett } from '@talent/contract';
import type { EventPublisher } from '../../platform/events/events.ts';
import type { SalaryProfile } from '../profile/index.ts';
import type { AcceptedOffer, SalaryRepository, StatedSalary } from './salary.repository.ts';

/**
 * The observation an accepted offer makes: the agreed monthly salary (as gross) for the position
 * the talent works in and their years of experience, in the job's city, with the job's skills and
 * the talent's. Null while the profile lacks the position or the years the calculator groups by.
 */
export function acceptedOfferSalaryOf(
  offer: AcceptedOffer,
  profile: SalaryProfile,
  yearsCategoryId: number | null,
): StatedSalary | null {
  if (profile.positionFunctionId === null || yearsCategoryId === null) return null;
  return {
    positionFunctionId: profile.positionFunctionId,
    yearsCategoryId,
    cityId: offer.cityId,
    amount: offer.nettGross === 'nett' ? takeHomePayFromNett(offer.salary).gross : offer.salary,
    skillIds: [...new Set([...offer.jobSkillIds, ...profile.skillIds])],
  };
}

/** Every accepted job offer adds what it pays to the salary calculator's data. */
export function followAcceptedOffers(deps: {
  repository: SalaryRepository;
  salaryProfileOf: (talentId: number) => Promise<SalaryProfile | null>;
  events: EventPublisher;
}): void {
  const { repository, salaryProfileOf, events } = deps;
  events.subscribe('hiring.offer-accepted', async ({ talentId, applicationId }) => {
    const [offer, profile] = await Promise.all([
      repository.acceptedOfferOf(applicationId),
      salaryProfileOf(talentId),
    ]);
    if (!offer || !profile) return;
    const years = profile.yearsOfExperience;
    const yearsCategoryId = years === null ? null : await repository.yearsCategoryOf(years);
    const observation = acceptedOfferSalaryOf(offer, profile, yearsCategoryId);
    if (observation) await repository.addAcceptedOfferSalary(talentId, observation);
  });
}
