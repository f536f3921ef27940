import {
  type HiringStageId,
  type HiringState,
  hiringMessages,
  hiringStageIds,
  isAfterToday,
  type NettGross,
  notificationTexts,
  type StageInfoType,
} from '@talent/contract';

/**
 * The hiring state machine as pure functions: given where an application stands and what someone
 * asks, it answers with the move to make, a refusal with the spec's message, or "already done"
 * when the same request already took effect (a retry or a double click). Nothing here touches the
 * database; the service applies a move with one conditional update (decision 0070).
 */

export interface InterviewSlots {
  scheduleId: number;
  slots: readonly Date[];
  suggested: Date | null;
  interviewDate: Date | null;
  /** Where, how and with whom; a rescheduled interview keeps them and changes only the times. */
  details: Omit<NewSchedule, 'slots'>;
}

/** What the machine needs to know about an application's hiring. */
export interface ProcessView {
  /** Null while the application has not been taken further than applied. */
  state: HiringState | null;
  schedule: InterviewSlots | null;
  /** The salary of the company's latest offer or answer, the talent's latest ask. */
  lastCompanySalary: { salary: number; nettGross: NettGross } | null;
  lastTalentAsk: { salary: number; nettGross: NettGross } | null;
  closedReasonId: number | null;
}

export interface NewSchedule {
  slots: readonly Date[];
  invitationType: string;
  location: string | null;
  url: string | null;
  notes: string | null;
  pic: string | null;
}

export type Command =
  | { type: 'invite'; schedule: NewSchedule }
  | { type: 'confirmSlot'; scheduleId: number; at: Date }
  | { type: 'suggestTime'; scheduleId: number; at: Date }
  | { type: 'acceptSuggestion' }
  | { type: 'reschedule'; slots: readonly Date[] }
  | { type: 'reject'; reasonId: number; notes: string | null }
  | { type: 'sendOffer'; salary: number; nettGross: NettGross; perksAndBenefits: string }
  | { type: 'acceptOffer' }
  | { type: 'negotiate'; salary: number; nettGross: NettGross }
  | { type: 'answerNegotiation'; salary: number; nettGross: NettGross }
  | { type: 'acceptNegotiation' }
  | {
      type: 'recordOutcome';
      outcome: 'accepted' | 'not_continued';
      reasonId: number | null;
      notes: string | null;
    };

/** The write a move makes beside the state: a schedule change, an offer entry or the closing reason. */
export type Change =
  | { kind: 'newSchedule'; schedule: NewSchedule }
  | { kind: 'confirm'; at: Date }
  | { kind: 'suggest'; at: Date }
  | {
      kind: 'offer';
      by: 'company' | 'talent';
      status: number | null;
      salary: number;
      nettGross: NettGross;
      perksAndBenefits: string | null;
    }
  | { kind: 'close'; reasonId: number | null; notes: string | null };

export interface HistoryEvent {
  kind: Command['type'];
  name: string;
  color: string;
}

export type Decision =
  | { outcome: 'move'; to: HiringState; changes: Change[]; event: HistoryEvent; tellTalent: string | null }
  | { outcome: 'already-done' }
  | { outcome: 'refused'; status: 400 | 409; message: string; field?: string };

const closedStates: readonly HiringState[] = ['accepted', 'not_continued'];
const interviewStates: readonly HiringState[] = [
  'interview_invited',
  'interview_suggested',
  'interview_confirmed',
];
const rejectableStates: readonly HiringState[] = [
  ...interviewStates,
  'offer_sent',
  'offer_negotiating',
  'offer_countered',
];

export function stageOf(state: HiringState): HiringStageId {
  if (interviewStates.includes(state)) return hiringStageIds.interview;
  if (state === 'accepted') return hiringStageIds.accepted;
  if (state === 'not_continued') return hiringStageIds.notContinued;
  return hiringStageIds.offer;
}

/** ACTION while the talent has something to answer; SUMMARY otherwise. */
export function stageInfoTypeOf(state: HiringState): StageInfoType {
  return state === 'interview_invited' || state === 'offer_sent' || state === 'offer_countered'
    ? 'ACTION'
    : 'SUMMARY';
}

/** The badge while the company has to answer the talent (spec section 2). */
export function badgeOf(state: HiringState): string | null {
  return state === 'interview_suggested' || state === 'offer_negotiating'
    ? hiringMessages.waitingCompany
    : null;
}

export function isClosed(state: HiringState | null): boolean {
  return state !== null && closedStates.includes(state);
}

function refuse(message: string, field?: string, status: 400 | 409 = 409): Decision {
  return { outcome: 'refused', status, message, ...(field ? { field } : {}) };
}

function move(
  to: HiringState,
  kind: Command['type'],
  name: string,
  color: string,
  changes: Change[],
  tellTalent: string | null = null,
): Decision {
  return { outcome: 'move', to, changes, event: { kind, name, color }, tellTalent };
}

const sameInstant = (a: Date | null, b: Date) => a !== null && a.getTime() === b.getTime();

/** Decides what a command does to an application's hiring at this moment. */
export function decide(process: ProcessView, command: Command, now: Date): Decision {
  const { state } = process;
  if (command.type !== 'invite' && state === null) return refuse(hiringMessages.notInvited);
  if (isClosed(state)) {
    // A retried rejection of a process the same talent closed with the same reason did its work.
    if (command.type === 'reject' && state === 'not_continued' && process.closedReasonId === command.reasonId)
      return { outcome: 'already-done' };
    return refuse(hiringMessages.closed);
  }

  switch (command.type) {
    case 'invite': {
      if (state !== null && !interviewStates.includes(state)) return refuse(hiringMessages.closed);
      if (command.schedule.slots.some((slot) => slot.getTime() <= now.getTime()))
        return refuse(hiringMessages.slotsInFuture, 'schedules', 400);
      return move(
        'interview_invited',
        'invite',
        state === null ? 'Invited to interview' : 'Interview rescheduled',
        'blue',
        [{ kind: 'newSchedule', schedule: command.schedule }],
        notificationTexts.interviewInvited,
      );
    }

    case 'confirmSlot': {
      const schedule = process.schedule;
      if (
        state === 'interview_confirmed' &&
        schedule?.scheduleId === command.scheduleId &&
        sameInstant(schedule.interviewDate, command.at)
      )
        return { outcome: 'already-done' };
      if (state !== 'interview_invited' || !schedule) return refuse(hiringMessages.notInvited);
      if (schedule.scheduleId !== command.scheduleId) return refuse(hiringMessages.scheduleChanged, 'id');
      if (!schedule.slots.some((slot) => sameInstant(slot, command.at)))
        return refuse(hiringMessages.slotNotOffered, 'interview_date', 400);
      return move('interview_confirmed', 'confirmSlot', 'Interview confirmed', 'green', [
        { kind: 'confirm', at: command.at },
      ]);
    }

    case 'suggestTime': {
      const schedule = process.schedule;
      if (
        state === 'interview_suggested' &&
        schedule?.scheduleId === command.scheduleId &&
        sameInstant(schedule.suggested, command.at)
      )
        return { outcome: 'already-done' };
      if (state !== 'interview_invited' || !schedule) return refuse(hiringMessages.notInvited);
      if (schedule.scheduleId !== command.scheduleId) return refuse(hiringMessages.scheduleChanged, 'id');
      if (!isAfterToday(command.at, now)) return refuse(hiringMessages.suggestionAfterToday, 'time_4', 400);
      return move('interview_suggested', 'suggestTime', 'New schedule requested', 'orange', [
        { kind: 'suggest', at: command.at },
      ]);
    }

    case 'acceptSuggestion': {
      const suggested = process.schedule?.suggested ?? null;
      if (state !== 'interview_suggested' || suggested === null) return refuse(hiringMessages.notSuggested);
      return move(
        'interview_confirmed',
        'acceptSuggestion',
        'Requested schedule accepted',
        'green',
        [{ kind: 'confirm', at: suggested }],
        notificationTexts.suggestionAccepted,
      );
    }

    case 'reschedule': {
      if (state !== 'interview_suggested' || !process.schedule) return refuse(hiringMessages.notSuggested);
      if (command.slots.some((slot) => slot.getTime() <= now.getTime()))
        return refuse(hiringMessages.slotsInFuture, 'schedules', 400);
      return move(
        'interview_invited',
        'reschedule',
        'Interview rescheduled',
        'blue',
        [{ kind: 'newSchedule', schedule: { ...process.schedule.details, slots: command.slots } }],
        notificationTexts.rescheduled,
      );
    }

    case 'reject': {
      if (state === null || !rejectableStates.includes(state)) return refuse(hiringMessages.closed);
      return move('not_continued', 'reject', 'Rejected by talent', 'red', [
        { kind: 'close', reasonId: command.reasonId, notes: command.notes },
      ]);
    }

    case 'sendOffer': {
      if (state !== 'interview_confirmed') return refuse(hiringMessages.interviewNotConfirmed);
      return move(
        'offer_sent',
        'sendOffer',
        'Job offer sent',
        'blue',
        [
          {
            kind: 'offer',
            by: 'company',
            status: null,
            salary: command.salary,
            nettGross: command.nettGross,
            perksAndBenefits: command.perksAndBenefits,
          },
        ],
        notificationTexts.offerReceived,
      );
    }

    case 'acceptOffer': {
      if (state === 'offer_accepted') return { outcome: 'already-done' };
      if (state !== 'offer_sent' || !process.lastCompanySalary) return refuse(hiringMessages.noOfferWaiting);
      return move('offer_accepted', 'acceptOffer', 'Job offer accepted', 'green', [
        { kind: 'offer', by: 'talent', status: 12, ...process.lastCompanySalary, perksAndBenefits: null },
      ]);
    }

    case 'negotiate': {
      const ask = process.lastTalentAsk;
      if (
        state === 'offer_negotiating' &&
        ask?.salary === command.salary &&
        ask.nettGross === command.nettGross
      )
        return { outcome: 'already-done' };
      if (state !== 'offer_sent' && state !== 'offer_countered') return refuse(hiringMessages.noOfferWaiting);
      return move('offer_negotiating', 'negotiate', 'Salary negotiation sent', 'orange', [
        {
          kind: 'offer',
          by: 'talent',
          status: 22,
          salary: command.salary,
          nettGross: command.nettGross,
          perksAndBenefits: null,
        },
      ]);
    }

    case 'answerNegotiation': {
      if (state !== 'offer_negotiating') return refuse(hiringMessages.notNegotiating);
      return move(
        'offer_countered',
        'answerNegotiation',
        'Negotiation answered',
        'blue',
        [
          {
            kind: 'offer',
            by: 'company',
            status: null,
            salary: command.salary,
            nettGross: command.nettGross,
            perksAndBenefits: null,
          },
        ],
        notificationTexts.negotiationAnswered,
      );
    }

    case 'acceptNegotiation': {
      if (state === 'offer_accepted') return { outcome: 'already-done' };
      if (state !== 'offer_countered' || !process.lastCompanySalary)
        return refuse(hiringMessages.noCounterOffer);
      return move('offer_accepted', 'acceptNegotiation', 'Negotiation accepted', 'green', [
        { kind: 'offer', by: 'talent', status: 12, ...process.lastCompanySalary, perksAndBenefits: null },
      ]);
    }

    case 'recordOutcome': {
      if (command.outcome === 'accepted') {
        if (state !== 'offer_accepted') return refuse(hiringMessages.offerNotAccepted);
        return move(
          'accepted',
          'recordOutcome',
          'Accepted',
          'green',
          [{ kind: 'close', reasonId: command.reasonId, notes: command.notes }],
          'Congratulations! The company confirmed your hiring.',
        );
      }
      return move(
        'not_continued',
        'recordOutcome',
        'Not continued',
        'red',
        [{ kind: 'close', reasonId: command.reasonId, notes: command.notes }],
        notificationTexts.notContinued,
      );
    }
  }
}
