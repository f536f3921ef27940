import { lazy, Suspense } from 'react';
import { useTalentPositionCategory } from '../api/recommended-jobs';

const RecommendedJobsCarousel = lazy(() => import('./recommended-jobs-carousel'));

/**
 * Spec section 2: the Recommended Jobs carousel shows only for a signed-in talent whose own position
 * category is the chosen one. Loaded on its own, so a guest's first load carries neither the talent
 * lookup nor the jobs contract.
 */
export default function RecommendedJobsForTalent({ chosenCategoryId }: { chosenCategoryId: number }) {
  const talent = useTalentPositionCategory();
  if (talent.talentId === null || talent.categoryId !== chosenCategoryId) return null;
  return (
    <Suspense fallback={null}>
      <RecommendedJobsCarousel talentId={talent.talentId} categoryId={chosenCategoryId} />
    </Suspense>
  );
}
