import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '@/components/ui/page-loader';
import { LoadError } from '@/components/ui/page-states';
import { useTranslation } from '@/lib/i18n';
import {
  closeAllModals,
  type ModalContentProps,
  type ModalRequest,
  modalNames,
  openModal,
} from '@/lib/modal-manager';
import { activityQuery } from '../api/activity';
import { activityModalIds } from '../model/activity-modals';
import { HistoryList } from './activity-blocks';
import { InterviewPanel } from './interview-panel';
import { OfferPanel } from './offer-panel';
import { OutcomePanel } from './outcome-panel';
import { RejectPanel } from './reject-panel';

/**
 * After an action the activities have reloaded; the follow-up modal opens on its own (spec
 * section 4: id 1 after interview actions, id 2 after an offer answer).
 */
function followUp(id: number, roleTalentId: number) {
  closeAllModals();
  openModal(modalNames.activity, { id, roleTalentId });
}

/** The activity transaction modals (spec section 2) by id, for one role-talent. */
export function ActivityModal({ request, back, canGoBack }: ModalContentProps) {
  const { t } = useTranslation('hiring');
  const roleTalentId = request.roleTalentId ?? 0;
  const activity = useQuery(activityQuery(roleTalentId));
  if (activity.isPending) return <PageLoader label={t('common.loading')} />;
  if (activity.isError) return <LoadError onRetry={() => void activity.refetch()} />;
  const data = activity.data;
  const closed = data.closed;

  switch (request.id) {
    case activityModalIds.history:
      return (
        <Stack>
          <HistoryList activity={data} withHeading={false} />
        </Stack>
      );
    case activityModalIds.reject:
      return closed ? (
        <OutcomePanel activity={data} />
      ) : (
        <RejectPanel
          activity={data}
          onDone={() => followUp(activityModalIds.interview, roleTalentId)}
          onCancel={() => (canGoBack ? back() : closeAllModals())}
        />
      );
    case activityModalIds.offer:
      return closed ? (
        <OutcomePanel activity={data} />
      ) : (
        <OfferPanel activity={data} onDone={() => followUp(activityModalIds.offer, roleTalentId)} />
      );
    case activityModalIds.interview:
      return closed ? (
        <OutcomePanel activity={data} />
      ) : (
        <InterviewPanel
          activity={data}
          onDone={() => followUp(activityModalIds.interview, roleTalentId)}
          onReject={() => openModal(modalNames.activity, { id: activityModalIds.reject, roleTalentId })}
        />
      );
    default:
      return <OutcomePanel activity={data} />;
  }
}

/**
 * The modal's heading: 1 is Interview Invitation while the talent must answer and Interview Schedule
 * after; 3 and 4 are titled by their stage's name.
 */
export function ActivityModalTitle({ request }: { request: ModalRequest }) {
  const { t } = useTranslation('hiring');
  const activity = useQuery(activityQuery(request.roleTalentId ?? 0)).data;
  switch (request.id) {
    case activityModalIds.interview:
      if (activity?.closed) return t(`stages.${activity.stage_id}` as 'stages.4');
      return activity?.state === 'interview_invited'
        ? t('modalTitles.interviewInvitation')
        : t('modalTitles.interviewSchedule');
    case activityModalIds.offer:
      return activity?.closed ? t(`stages.${activity.stage_id}` as 'stages.4') : t('modalTitles.jobOffer');
    case activityModalIds.history:
      return t('modalTitles.history');
    case activityModalIds.reject:
      return t('modalTitles.reject');
    default:
      return activity ? activity.stage : t(`stages.${request.id ?? 4}` as 'stages.4');
  }
}
