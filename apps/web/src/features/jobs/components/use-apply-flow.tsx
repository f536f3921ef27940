import type { ContactDetails, Opportunity } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { modalNames, openModal } from '@/lib/modal-manager';
import { useApply } from '../api/job-actions';
import { opportunityKeys } from '../api/opportunities';
import { talentContactQuery, uploadNewerCv } from '../api/talent-contact';
import { ApplyJobModal } from './apply-job-modal';

/**
 * Apply as the spec says (section 4): without an uploaded CV the upload-CV modal opens and nothing
 * is sent; otherwise the Apply Job modal, whose changed details and newer CV are saved with the apply.
 */
export function useApplyFlow(talentId: number) {
  const client = useQueryClient();
  const apply = useApply(talentId);
  const [job, setJob] = useState<Opportunity | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const talent = job ? (client.getQueryData(talentContactQuery(talentId).queryKey) ?? null) : null;

  const start = async (target: Opportunity) => {
    setChecking(target.id);
    try {
      const fresh = await client.fetchQuery(talentContactQuery(talentId));
      if (!fresh.cv) {
        openModal(modalNames.uploadCv);
        return;
      }
      setJob(target);
    } finally {
      setChecking(null);
    }
  };

  const confirm = async ({ contact, cv }: { contact?: ContactDetails; cv?: File }) => {
    if (!job) return;
    try {
      if (cv) await uploadNewerCv(talentId, cv);
      await apply.mutateAsync({ jobId: job.id, ...(contact ? { contact } : {}) });
    } catch {
      // The app's error handler has told the person; the modal stays open to try again.
      return;
    }
    setJob(null);
    await client.invalidateQueries({ queryKey: opportunityKeys.all });
  };

  const modal = (
    <ApplyJobModal
      key={job?.id ?? 'none'}
      job={job}
      talent={talent}
      onClose={() => setJob(null)}
      onConfirm={confirm}
    />
  );
  return {
    start,
    modal,
    pendingJobId: checking ?? (apply.isPending ? (apply.variables?.jobId ?? null) : null),
  };
}
