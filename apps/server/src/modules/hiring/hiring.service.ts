import { type ActivityDetail, type HiringState, hiringMessages, notificationTexts } from '@talent/contract';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { EventPublisher } from '../../platform/events/events.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { type Command, decide } from './hiring.machine.ts';
import { type HiringRepository, type ProcessRecord, StaleProcess, viewOf } from './hiring.repository.ts';
import { activityDetailOf, activitySummaryOf, imageOf } from './hiring.shapes.ts';
import { reminderOf } from './reminder.ts';

/** Who asks: a talent, who may act only on their own applications, or staff, for the company. */
export type Actor = { talentId: number } | 'staff';

export interface HiringServiceDeps {
  repository: HiringRepository;
  now: () => Date;
  events: EventPublisher;
  storage: Storage;
}

/** A pay slip goes with a negotiation: while it waits for the company, or after its answer. */
const payslipStates: readonly HiringState[] = ['offer_negotiating', 'offer_countered'];

/** How often a request that lost a race decides again before giving up (each retry sees a newer state). */
const retries = 5;

/** Which activity modal a notification opens (spec section 2: 1 interview, 2 offer, 3 and 4 outcomes). */
function modalFor(state: HiringState): number {
  if (state.startsWith('interview')) return 1;
  if (state.startsWith('offer')) return 2;
  return state === 'accepted' ? 3 : 4;
}

export function createHiringService({ repository, now, events, storage }: HiringServiceDeps) {
  async function load(applicationId: number, actor: Actor): Promise<ProcessRecord> {
    const record = await repository.findProcess(applicationId);
    // Another talent's application answers as a missing one, so its id tells nothing.
    if (!record || (actor !== 'staff' && record.talentId !== actor.talentId)) {
      throw notFound(hiringMessages.noApplication);
    }
    return record;
  }

  async function detailOf(record: ProcessRecord): Promise<ActivityDetail> {
    const { process } = record;
    if (!process) throw notFound(hiringMessages.noApplication);
    const [role, history, reason, advocate] = await Promise.all([
      repository.roleOf(record.jobId),
      repository.history(record.applicationId),
      repository.reasonName(process.closedReasonId),
      repository.advocateOf(record.talentId),
    ]);
    if (!role) throw notFound(hiringMessages.noApplication);
    return activityDetailOf({ record: { ...record, process }, role, history, reason, advocate });
  }

  /**
   * Decides and applies one command. A request that loses a race to another (the conditional
   * update finds a newer version) decides again on what the winner left: a duplicate then finds its
   * work done and answers the same activity without a second effect.
   */
  async function run(
    applicationId: number,
    actor: Actor,
    command: Command,
    payslip: { key: string; name: string } | null = null,
  ): Promise<ActivityDetail> {
    for (let attempt = 0; attempt < retries; attempt += 1) {
      const record = await load(applicationId, actor);
      const decision = decide(viewOf(record), command, now());
      if (decision.outcome === 'refused') {
        const type = decision.status === 400 ? 'VALIDATION_ERROR' : 'CONFLICT';
        throw new AppError(decision.status, type, decision.message, {
          ...(decision.field ? { fields: { [decision.field]: decision.message } } : {}),
        });
      }
      if (decision.outcome === 'already-done') return detailOf(record);
      try {
        await repository.applyMove(record, decision, now(), payslip);
      } catch (error) {
        if (error instanceof StaleProcess) continue;
        throw error;
      }
      const replaced = record.process?.payslipKey;
      if (payslip && replaced && replaced !== payslip.key) await storage.remove(replaced);
      const moved = await load(applicationId, actor);
      if (decision.to === 'offer_accepted')
        await events.publish('hiring.offer-accepted', { talentId: record.talentId, applicationId });
      if (decision.tellTalent) {
        await events.publish('notification.requested', {
          talentId: record.talentId,
          type: 'hiring',
          text: decision.tellTalent,
          urlAction: `/talent/interviews?activity=${applicationId}&modal=${modalFor(decision.to)}`,
        });
      }
      return detailOf(moved);
    }
    throw new AppError(409, 'CONFLICT', hiringMessages.scheduleChanged);
  }

  async function checkReason(reasonId: number | null, category: 'Talent' | 'Employer', field: string) {
    if (reasonId === null) return;
    if ((await repository.reasonCategory(reasonId)) !== category)
      throw new AppError(400, 'VALIDATION_ERROR', hiringMessages.notReason, {
        fields: { [field]: hiringMessages.notReason },
      });
  }

  return {
    run,

    /** The dashboard's reminder: confirmed interviews soon, and the answers the talent owes. */
    async reminder(talentId: number) {
      return reminderOf(await repository.reminderRows(talentId), now());
    },

    async activity(applicationId: number, actor: Actor) {
      return detailOf(await load(applicationId, actor));
    },

    async reject(
      applicationId: number,
      talentId: number,
      reason: { rejection_reason_id: number; notes: string },
    ) {
      await checkReason(reason.rejection_reason_id, 'Talent', 'reasons.0.rejection_reason_id');
      return run(
        applicationId,
        { talentId },
        {
          type: 'reject',
          reasonId: reason.rejection_reason_id,
          notes: reason.notes || null,
        },
      );
    },

    async recordOutcome(
      applicationId: number,
      outcome: { outcome: 'accepted' | 'not_continued'; reason_id: number | null; notes: string | null },
    ) {
      await checkReason(outcome.reason_id, 'Employer', 'reason_id');
      return run(applicationId, 'staff', {
        type: 'recordOutcome',
        outcome: outcome.outcome,
        reasonId: outcome.reason_id,
        notes: outcome.notes,
      });
    },

    /**
     * Spec section 7's offer body with its pay slip file: the negotiation and the pay slip are kept
     * together or not at all. A refused negotiation removes the stored file again.
     */
    async negotiate(
      applicationId: number,
      talentId: number,
      offer: { salary: number; nettGross: 'nett' | 'gross' },
      file: { key: string; clientName: string } | null,
    ) {
      try {
        const activity = await run(
          applicationId,
          { talentId },
          { type: 'negotiate', salary: offer.salary, nettGross: offer.nettGross },
          file && { key: file.key, name: file.clientName },
        );
        // The same negotiation sent twice has one effect: the second request's file is not kept.
        if (file && (await repository.findProcess(applicationId))?.process?.payslipKey !== file.key)
          await storage.remove(file.key);
        return activity;
      } catch (error) {
        if (file) await storage.remove(file.key);
        throw error;
      }
    },

    /** Keeps the pay slip with the negotiation; a newer one replaces the older, which is removed. */
    async attachPayslip(applicationId: number, talentId: number, file: { key: string; clientName: string }) {
      try {
        await load(applicationId, { talentId });
        const result = await repository.setPayslip(
          applicationId,
          { key: file.key, name: file.clientName },
          now(),
          payslipStates,
        );
        if (!result.stored) throw new AppError(409, 'CONFLICT', hiringMessages.payslipNeedsNegotiation);
        if (result.replaced) await storage.remove(result.replaced);
      } catch (error) {
        await storage.remove(file.key);
        throw error;
      }
      return detailOf(await load(applicationId, { talentId }));
    },

    async activities(
      talentId: number,
      query: { stage_id?: number | undefined; page: number; size: number },
      byStage: boolean,
    ) {
      const { rows, count } = await repository.activities(talentId, {
        stageId: query.stage_id,
        page: query.page,
        size: query.size,
        byStage,
      });
      return { data: rows.map(activitySummaryOf), count };
    },

    async company(talentId: number, companyId: number) {
      const row = await repository.companyOfTalent(talentId, companyId);
      if (!row) throw notFound();
      return {
        id: row.id,
        name: row.name,
        company_image: imageOf(row.logo_url),
        location: row.location,
        industry: row.industry,
        about: row.about,
        activities: Number(row.activities),
      };
    },

    async staffApplications(query: {
      job_id?: number | undefined;
      talent_id?: number | undefined;
      page: number;
      size: number;
    }) {
      const { rows, count } = await repository.staffApplications({
        jobId: query.job_id,
        talentId: query.talent_id,
        page: query.page,
        size: query.size,
      });
      return {
        data: rows.map((row) => ({ ...row, stage_id: row.stage_id === null ? null : Number(row.stage_id) })),
        count,
      };
    },

    async setJobOpen(jobId: number, open: boolean) {
      const row = await repository.setJobOpen(jobId, open, now());
      if (!row) throw notFound(hiringMessages.jobNotFound);
      return { id: row.id, is_closed: !row.isOpen };
    },

    async assignAdvocate(talentId: number, staffId: number) {
      if (!(await repository.isTalent(talentId))) throw notFound();
      if (!(await repository.isStaff(staffId)))
        throw new AppError(400, 'VALIDATION_ERROR', hiringMessages.notStaff, {
          fields: { staff_id: hiringMessages.notStaff },
        });
      await repository.assignAdvocate(talentId, staffId, now());
      const advocate = await repository.advocateOf(talentId);
      if (!advocate) throw notFound();
      await events.publish('notification.requested', {
        talentId,
        type: 'hiring',
        text: notificationTexts.advocateAssigned(advocate.fullname),
        urlAction: '/talent/interviews',
      });
      return {
        id: advocate.id,
        fullname: advocate.fullname,
        email: advocate.email,
        image_url: { thumb: null },
      };
    },
  };
}

export type HiringService = ReturnType<typeof createHiringService>;
