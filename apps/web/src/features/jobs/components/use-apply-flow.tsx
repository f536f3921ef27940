import type { ContactDetails, Opportunity, Talent } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { trackEvent } from '@/lib/analytics';
import { modalNames, openModal } from '@/lib/modal-manager';
import { useApply } from '../api/job-actions';
import { type ListingQuery, reloadAfterApply } from '../api/opportunities';

// Applying needs the profile's contract and the upload field; both load on the first Apply, so a
// listing opens without them.
const ApplyJobModal = lazy(() =>
  import('./apply-job-modal').then((module) => ({ default: module.ApplyJobModal })),
);
const talentContact = () => import('../api/talent-contact');

/**
 * Apply as the spec says (section 4): without an uploaded CV the upload-CV modal opens and nothing
 * is sent; otherwise the Apply Job modal, whose changed details and newer CV are saved with the apply.
 * `listing` is the listing's query when the apply starts from it (its reload depends on the filter).
 */
export function useApplyFlow(talentId: number, listing?: ListingQuery) {
  const client = useQueryClient();
  const apply = useApply(talentId);
  const [job, setJob] = useState<Opportunity | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const [talent, setTalent] = useState<Talent | null>(null);
  const [cvProgress, setCvProgress] = useState<number | null>(null);

  // Stable, so memoised job cards that take it do not render again with each render of their list.
  const start = useCallback(
    async (target: Opportunity) => {
      setChecking(target.id);
      try {
        const { talentContactQuery } = await talentContact();
        const fresh = await client.fetchQuery(talentContactQuery(talentId));
        if (!fresh.cv) {
          openModal(modalNames.uploadCv);
          return;
        }
        setTalent(fresh);
        setCvProgress(null);
        setJob(target);
      } finally {
        setChecking(null);
      }
    },
    [client, talentId],
  );

  const confirm = async ({ contact, cv }: { contact?: ContactDetails; cv?: File }) => {
    if (!job) return;
    try {
      if (cv) await (await talentContact()).uploadNewerCv(talentId, cv, setCvProgress);
      await apply.mutateAsync({ jobId: job.id, ...(contact ? { contact } : {}) });
    } catch {
      setCvProgress(null);
      // The app's error handler has told the person; the modal stays open to try again.
      return;
    }
    setJob(null);
    trackEvent({ name: 'Applied', category: job.position_category });
    await reloadAfterApply(client, talentId, listing);
  };

  const modal = job && (
    <Suspense fallback={null}>
      <ApplyJobModal
        key={job.id}
        job={job}
        talent={talent}
        cvProgress={cvProgress}
        onClose={() => setJob(null)}
        onConfirm={confirm}
      />
    </Suspense>
  );
  return {
    start,
    modal,
    pendingJobId: checking ?? (apply.isPending ? (apply.variables?.jobId ?? null) : null),
  };
}
