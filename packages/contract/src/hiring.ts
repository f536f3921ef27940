import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './envelope.ts';
import { imageSchema } from './jobs.ts';
import { otherOptionId } from './master-data.ts';

/**
 * Hiring (spec sections 2, 3, 4, 5, 7): what happens to an application after the talent applied.
 * The application's id is the spec's role-talent id. Stage 1 interview, 2 job offer, 3 accepted,
 * 4 not continued; the stage info type says whether the talent has something to do (ACTION) or
 * only reads (SUMMARY). Staff drive the company's side through the staff group.
 */

export const hiringStageIds = { interview: 1, offer: 2, accepted: 3, notContinued: 4 } as const;
export type HiringStageId = (typeof hiringStageIds)[keyof typeof hiringStageIds];

export const hiringStageNames: Record<HiringStageId, string> = {
  1: 'Interview',
  2: 'Job Offer',
  3: 'Accepted',
  4: 'Not Continued',
};

export const stageInfoTypes = ['ACTION', 'SUMMARY'] as const;
export type StageInfoType = (typeof stageInfoTypes)[number];

/**
 * Every state an application's hiring can be in; the stage and the stage info type follow from it.
 * `accepted` and `not_continued` are closed: nothing more may happen.
 */
export const hiringStates = [
  'interview_invited',
  'interview_suggested',
  'interview_confirmed',
  'offer_sent',
  'offer_negotiating',
  'offer_countered',
  'offer_accepted',
  'accepted',
  'not_continued',
] as const;
export type HiringState = (typeof hiringStates)[number];

/** Spec section 9: offer statuses. 12 accepts the offer, 22 asks for another salary. */
export const offerStatuses = { accept: 12, negotiate: 22 } as const;
/** Nett or Gross; the same words the profile uses, kept here so hiring does not load the profile contract. */
export const nettGrossTypes = ['nett', 'gross'] as const;
export type NettGross = (typeof nettGrossTypes)[number];

/** Spec section 9: an interview lasts one hour; up to three preset slots plus one suggested. */
export const hiringLimits = {
  interviewMinutes: 60,
  presetSlots: 3,
  /** The smallest salary the form takes: fewer than 7 digits cannot be input. */
  salaryMin: 1_000_000,
  /** The largest that fits the 12-character field (999.999.999 is the last before a 13th). */
  salaryMax: 999_999_999,
  payslipMaxBytes: 10 * 1024 * 1024,
  textMax: 1000,
  /** How far ahead the dashboard's reminder looks for confirmed interviews. */
  reminderDays: 7,
  /** Where day boundaries (no same-day suggestion) and calendar files are counted. */
  timeZone: 'Asia/Jakarta',
  /** Asia/Jakarta keeps UTC+7 all year, so a fixed offset finds its day. */
  timeZoneOffsetMinutes: 7 * 60,
} as const;

/** The pay slip (spec section 5): optional, .docx, .doc, .pdf, .jpeg or .png, at most 10 MB. */
export const payslipUpload = {
  field: 'payslip',
  maxBytes: hiringLimits.payslipMaxBytes,
  types: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/msword',
    'application/x-cfb',
    'image/jpeg',
    'image/png',
  ],
  extensions: ['.docx', '.doc', '.pdf', '.jpeg', '.jpg', '.png'],
} as const;

export const hiringMessages = {
  chooseSchedule: '* Please choose your interview schedule',
  chooseDate: '* Please choose your interview date',
  chooseTime: '* Please choose your interview time',
  chooseReason: '* Please choose your rejection reason',
  inputReason: '* Please input your rejection reason',
  inputSalary: '* Please input your salary amount',
  chooseSalaryType: '* Please choose your salary type',
  payslipType: '* Your file must be .docx, .pdf, .jpeg, or .png',
  payslipSize: '* Your file size is more than 10 MB',
  salaryMin: 'Salary must be equal or higher than IDR 1.000.000',
  salaryMax: 'Salary must be at most IDR 999.999.999',
  salaryDigitsHint: 'Salary with fewer than 7 digits cannot be input',
  noUndo: 'You can not undo when the request is sent.',
  alreadyAccepted: 'You already accept job offer below',
  waitingCompany: 'Waiting Company Response',
  suggestionAfterToday: '* Please choose a date after today',
  slotNotOffered: '* Please choose one of the offered schedules',
  scheduleChanged: 'This interview schedule has changed; please reload it',
  notInvited: 'This interview is not waiting for your answer',
  noOfferWaiting: 'There is no job offer waiting for your answer',
  noCounterOffer: 'The company has not answered your negotiation yet',
  closed: 'This hiring process is closed',
  notReason: '* Please choose one of the listed reasons',
  oneReason: '* Please choose one rejection reason',
  required: '* Required Field',
  tooLong: `At most ${hiringLimits.textMax} characters`,
  invalidId: 'Must be a positive whole number',
  invalidDate: 'Must be a date and time',
  invalidLink: 'Please put a valid link',
  threeSlots: `Give ${hiringLimits.presetSlots} different interview times`,
  slotsInFuture: 'Every interview time must be in the future',
  noApplication: 'This application could not be found',
  payslipNeedsNegotiation: 'A pay slip goes with a salary negotiation',
  notNegotiating: 'There is no negotiation waiting for the company’s answer',
  notSuggested: 'There is no suggested time waiting for an answer',
  interviewNotConfirmed: 'A job offer follows a confirmed interview',
  offerNotAccepted: 'Only a hiring whose offer the talent accepted can be recorded as accepted',
  notStaff: 'This account is not staff',
  jobNotFound: 'This job could not be found',
  // Success messages of the actions.
  interviewConfirmed: 'Your interview schedule has been confirmed',
  suggestionSent: 'Your new schedule request has been sent to the company',
  rejected: 'You have rejected this hiring process',
  offerAccepted: 'You have accepted the job offer',
  negotiationSent: 'Your salary negotiation has been sent to the company',
  payslipUploaded: 'File uploaded successfully.',
  done: 'Success',
} as const;

const positiveId = z.coerce
  .number({ error: hiringMessages.invalidId })
  .check(z.int(), z.positive(hiringMessages.invalidId));
/** An ISO instant with its zone (`2026-12-01T03:00:00Z`, `2026-12-01T10:00:00+07:00`). */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
function instantSchema(message: string) {
  return z.string({ error: message }).check(
    z.regex(isoInstant, message),
    z.refine((text) => !Number.isNaN(Date.parse(text)), message),
  );
}
const dateTime = instantSchema(hiringMessages.invalidDate);
const optionalText = z.string().check(z.trim(), z.maxLength(hiringLimits.textMax, hiringMessages.tooLong));

/** A salary in whole rupiah (the field's ",00" carries no cents), within what the field takes. */
export const salaryAmountSchema = z
  .number({ error: hiringMessages.inputSalary })
  .check(
    z.gte(hiringLimits.salaryMin, hiringMessages.salaryMin),
    z.lte(hiringLimits.salaryMax, hiringMessages.salaryMax),
  );

export const salaryTypeSchema = z.enum(nettGrossTypes, { error: hiringMessages.chooseSalaryType });

/** The day (YYYY-MM-DD) an instant falls on in Jakarta. */
export function jakartaDayOf(instant: Date): string {
  return new Date(instant.getTime() + hiringLimits.timeZoneOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Past dates and today are refused for a suggested interview time (spec section 2). */
export function isAfterToday(instant: Date, now: Date): boolean {
  return jakartaDayOf(instant) > jakartaDayOf(now);
}

/** The Jakarta instant of a day (YYYY-MM-DD) and a start time (HH:mm), as the form picks them. */
export function jakartaInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+07:00`);
}

// --- Shapes -------------------------------------------------------------------------------

export const historyEntrySchema = z.object({
  id: z.number().check(z.int()),
  /** ISO instant; shown as 'DD MMM YYYY hh:mm A'. */
  date: z.string(),
  name: z.string(),
  color: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** One offer or counter-offer, oldest first, so the offer modal shows the whole negotiation. */
export const negotiationEntrySchema = z.object({
  id: z.number().check(z.int()),
  by: z.enum(['company', 'talent']),
  /** 12 accept, 22 negotiate for the talent's entries; null for the company's offers. */
  status: z.nullable(z.number().check(z.int())),
  salary: z.number(),
  nett_gross: z.enum(nettGrossTypes),
  date: z.string(),
});
export type NegotiationEntry = z.infer<typeof negotiationEntrySchema>;

export const schedulesSchema = z.object({
  time_1: z.nullable(z.string()),
  time_2: z.nullable(z.string()),
  time_3: z.nullable(z.string()),
});

/** Spec section 3, Stage info, with the outcome of a closed process. */
export const stageInfoSchema = z.object({
  type: z.enum(stageInfoTypes),
  name: z.string(),
  schedules: z.nullable(schedulesSchema),
  schedules_id: z.nullable(z.number().check(z.int())),
  interview_date: z.nullable(z.string()),
  suggestion_date: z.nullable(z.string()),
  location: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  invitation_type: z.nullable(z.object({ name: z.string(), color: z.string() })),
  pic: z.nullable(z.string()),
  url: z.nullable(z.string()),
  salary: z.nullable(z.number()),
  nett_gross: z.nullable(z.enum(nettGrossTypes)),
  perks_and_benefits: z.nullable(z.string()),
  highlight: z.nullable(z.object({ label: z.string() })),
  history_log: z.array(historyEntrySchema),
  negotiations: z.array(negotiationEntrySchema),
  outcome: z.nullable(z.object({ reason: z.nullable(z.string()), notes: z.nullable(z.string()) })),
});
export type StageInfo = z.infer<typeof stageInfoSchema>;

export const roleDetailOfActivitySchema = z.object({
  id: z.number().check(z.int()),
  company_id: z.number().check(z.int()),
  company_name: z.string(),
  company_image: imageSchema,
  position_name: z.string(),
  location: z.string(),
  job_description: z.string(),
  job_requirements: z.string(),
  benefits: z.string(),
  perks: z.string(),
});

export const talentAdvocateSchema = z.object({
  id: z.number().check(z.int()),
  fullname: z.string(),
  email: z.string(),
  image_url: z.object({ thumb: z.nullable(z.string()) }),
});
export type TalentAdvocate = z.infer<typeof talentAdvocateSchema>;

/** Spec section 3, Activity detail. */
export const activityDetailSchema = z.object({
  id: z.number().check(z.int()),
  role_detail: roleDetailOfActivitySchema,
  stage: z.string(),
  stage_id: z.number().check(z.int()),
  state: z.enum(hiringStates),
  stage_info: stageInfoSchema,
  support_contact: z.object({ name: z.string(), email: z.string() }),
  payslip: z.nullable(z.object({ name: z.string(), uploaded_at: z.string() })),
  closed: z.boolean(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

/** One row of the dashboard's activities, grouped by stage on the page. */
export const activitySummarySchema = z.object({
  id: z.number().check(z.int()),
  job_id: z.number().check(z.int()),
  position_name: z.string(),
  company_id: z.number().check(z.int()),
  company_name: z.string(),
  company_image: imageSchema,
  stage: z.string(),
  stage_id: z.number().check(z.int()),
  state: z.enum(hiringStates),
  type: z.enum(stageInfoTypes),
  /** 'Waiting Company Response' while a suggested time or a negotiation waits for the company. */
  badge: z.nullable(z.string()),
  interview_date: z.nullable(z.string()),
  updated_at: z.string(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

export const activityQuerySchema = z.extend(pageQuerySchema, {
  stage_id: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(4))),
});

export const dashboardCompanySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  company_image: imageSchema,
  location: z.nullable(z.string()),
  industry: z.nullable(z.string()),
  about: z.nullable(z.string()),
  /** How many of the talent's applications are with this company. */
  activities: z.number().check(z.int()),
});

// --- Talent calls -------------------------------------------------------------------------

/** Spec section 7: a preset slot is `{id (schedules id), role_talent_id, interview_date}`. */
export const acceptInterviewBodySchema = z.object({
  id: positiveId,
  role_talent_id: positiveId,
  interview_date: instantSchema(hiringMessages.chooseSchedule),
});
export type AcceptInterviewBody = z.infer<typeof acceptInterviewBodySchema>;

/** A suggested time is `{time_4}`; the schedule and the application say which interview. */
export const suggestInterviewBodySchema = z.object({
  id: positiveId,
  role_talent_id: positiveId,
  time_4: instantSchema(hiringMessages.chooseDate),
});
export type SuggestInterviewBody = z.infer<typeof suggestInterviewBodySchema>;

/**
 * The interview form of the invitation modal: a preset slot, or a new date and start time (the
 * end is the start plus one hour). The day must come after today in Jakarta.
 */
export function interviewScheduleFormSchema(now: () => Date) {
  return z
    .object({
      slot: z.string(),
      requestNew: z.boolean(),
      date: z.string(),
      time: z.string(),
    })
    .check(
      z.superRefine((form, issues) => {
        if (!form.requestNew) {
          if (!form.slot)
            issues.addIssue({ code: 'custom', path: ['slot'], message: hiringMessages.chooseSchedule });
          return;
        }
        if (!form.date)
          issues.addIssue({ code: 'custom', path: ['date'], message: hiringMessages.chooseDate });
        else if (jakartaDayOf(jakartaInstant(form.date, '12:00')) <= jakartaDayOf(now()))
          issues.addIssue({ code: 'custom', path: ['date'], message: hiringMessages.suggestionAfterToday });
        if (!form.time)
          issues.addIssue({ code: 'custom', path: ['time'], message: hiringMessages.chooseTime });
      }),
    );
}

export const rejectionReasonChoiceSchema = z
  .object({
    rejection_reason_id: z.coerce
      .number({ error: hiringMessages.chooseReason })
      .check(z.int(hiringMessages.chooseReason), z.positive(hiringMessages.chooseReason)),
    notes: z._default(z.optional(optionalText), ''),
  })
  .check(
    z.superRefine((choice, issues) => {
      if (choice.rejection_reason_id === otherOptionId && choice.notes.length === 0)
        issues.addIssue({ code: 'custom', path: ['notes'], message: hiringMessages.inputReason });
    }),
  );

/** Spec section 7: `{role_talent_id, reasons:[{rejection_reason_id, notes}]}`; 99 (Other) needs notes. */
export const rejectActivityBodySchema = z.object({
  role_talent_id: positiveId,
  reasons: z
    .array(rejectionReasonChoiceSchema, { error: hiringMessages.chooseReason })
    .check(z.minLength(1, hiringMessages.chooseReason), z.maxLength(1, hiringMessages.oneReason)),
});
export type RejectActivityBody = z.infer<typeof rejectActivityBodySchema>;

/**
 * Spec section 7: the offer body `role_talent_id, offer_salary, status, talent_id, nett_gross`.
 * Status 12 accepts the offer as sent; 22 negotiates, and then the salary and its type are required.
 */
export const answerOfferBodySchema = z
  .object({
    role_talent_id: positiveId,
    talent_id: positiveId,
    // Numbers are read from text too: the body is multipart when it carries the pay slip.
    status: z.pipe(
      z.coerce.number(),
      z.union([z.literal(offerStatuses.accept), z.literal(offerStatuses.negotiate)], {
        error: `Must be ${offerStatuses.accept} (accept) or ${offerStatuses.negotiate} (negotiate)`,
      }),
    ),
    offer_salary: z.optional(z.nullable(z.coerce.number({ error: hiringMessages.inputSalary }))),
    nett_gross: z.optional(z.nullable(z.enum(nettGrossTypes, { error: hiringMessages.chooseSalaryType }))),
  })
  .check(
    z.superRefine((body, issues) => {
      if (body.status !== offerStatuses.negotiate) return;
      const salary = salaryAmountSchema.safeParse(body.offer_salary);
      if (!salary.success)
        issues.addIssue({
          code: 'custom',
          path: ['offer_salary'],
          message:
            body.offer_salary == null ? hiringMessages.inputSalary : (salary.error.issues[0]?.message ?? ''),
        });
      if (!body.nett_gross)
        issues.addIssue({ code: 'custom', path: ['nett_gross'], message: hiringMessages.chooseSalaryType });
    }),
  );
export type AnswerOfferBody = z.infer<typeof answerOfferBodySchema>;

/** The offer modal's form: the decision, and for a negotiation the expected salary and its type. */
export const offerDecisionFormSchema = z
  .object({
    decision: z.enum(['accept', 'negotiate']),
    salary: z.nullable(z.number()),
    nettGross: z.nullable(z.enum(nettGrossTypes)),
  })
  .check(
    z.superRefine((form, issues) => {
      if (form.decision !== 'negotiate') return;
      if (form.salary === null)
        issues.addIssue({ code: 'custom', path: ['salary'], message: hiringMessages.inputSalary });
      else {
        const salary = salaryAmountSchema.safeParse(form.salary);
        if (!salary.success)
          issues.addIssue({
            code: 'custom',
            path: ['salary'],
            message: salary.error.issues[0]?.message ?? '',
          });
      }
      if (!form.nettGross)
        issues.addIssue({ code: 'custom', path: ['nettGross'], message: hiringMessages.chooseSalaryType });
    }),
  );

export const acceptNegotiationBodySchema = z.object({
  role_talent_id: positiveId,
  talent_id: positiveId,
});

/** The pay slip's text fields (multipart); the file goes in the field `payslip`. */
export const payslipFieldsSchema = z.object({ role_talent_id: positiveId });

/** The pay slip's checks before sending, in the spec's words (the server checks the bytes). */
export function payslipProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!payslipUpload.extensions.some((extension) => name.endsWith(extension)))
    return hiringMessages.payslipType;
  if (file.size > payslipUpload.maxBytes) return hiringMessages.payslipSize;
  return null;
}

const activityParams = z.object({ id: positiveId });
const talentParams = z.object({ id: positiveId });

export const acceptInterview = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/interview/accept',
  summary: 'Confirm one of the offered interview slots; the same confirmation twice has one effect',
  access: 'talent',
  body: acceptInterviewBodySchema,
  data: activityDetailSchema,
});

export const suggestInterviewTime = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/interview/suggestion/set',
  summary: 'Ask the company for another interview time (a day after today, one hour long)',
  access: 'talent',
  body: suggestInterviewBodySchema,
  data: activityDetailSchema,
});

export const rejectActivity = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/talent/activities/reject',
  summary: 'Stop a hiring process with a reason (99, Other, needs notes); it cannot be undone',
  access: 'talent',
  body: rejectActivityBodySchema,
  data: activityDetailSchema,
});

/**
 * Spec section 7's offer body, pay slip file included (multipart, the file in the field `payslip`):
 * a negotiation and its pay slip are kept together or not at all.
 */
export const answerOffer = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/offer/nego',
  summary:
    'Answer a job offer (multipart): status 12 accepts it, 22 negotiates with an expected salary, Nett or Gross, and an optional pay slip (payslip), kept together or not at all',
  access: 'talent',
  bodyType: 'multipart',
  body: answerOfferBodySchema,
  data: activityDetailSchema,
});

export const acceptNegotiation = defineEndpoint({
  method: 'POST',
  group: 'talentV1',
  path: '/offer/nego/accept',
  summary: 'Accept the company’s answer to the talent’s negotiation',
  access: 'talent',
  owner: 'body.talent_id',
  body: acceptNegotiationBodySchema,
  data: activityDetailSchema,
});

export const uploadPayslip = defineEndpoint({
  method: 'PATCH',
  group: 'talentV1',
  path: '/talent/{id}/payslip',
  summary:
    'Attach a pay slip to a negotiation (multipart: role_talent_id and the file payslip, .docx, .doc, .pdf, .jpeg or .png, at most 10 MB)',
  access: 'talent',
  params: talentParams,
  bodyType: 'multipart',
  body: payslipFieldsSchema,
  data: activityDetailSchema,
});

export const getActivity = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/activity/{id}',
  summary: 'One hiring activity (by role-talent id): stage, stage info, history and negotiation',
  access: 'talent',
  params: activityParams,
  data: activityDetailSchema,
});

export const listDashboardActivities = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/dashboard/{id}/activities',
  summary: 'The talent’s hiring activities for the dashboard, by stage then newest; meta.count is the total',
  access: 'talent',
  owner: 'params.id',
  params: talentParams,
  query: activityQuerySchema,
  data: z.array(activitySummarySchema),
});

export const listActivities = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/{id}/activities',
  summary: 'The talent’s hiring activities, newest change first, optionally of one stage',
  access: 'talent',
  owner: 'params.id',
  params: talentParams,
  query: activityQuerySchema,
  data: z.array(activitySummarySchema),
});

export const getDashboardCompany = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/dashboard/companies/{id}/profile',
  summary: 'A company of one of the talent’s activities, as the dashboard shows it',
  access: 'talent',
  params: z.object({ id: positiveId }),
  data: dashboardCompanySchema,
});

// --- Marketplace --------------------------------------------------------------------------

/**
 * The talent's place in the marketplace, by status number (spec section 4): 0-1 not joined,
 * 2 joined and waiting for the next period (next_period_mp), 3-4 in review, 5-7 active until
 * active_mp, 8 and above expired since expired_mp (then the talent may rejoin).
 */
export const marketplaceStatuses = { notJoined: 0, waiting: 2, active: 5, expired: 8 } as const;

export const marketplaceMessages = {
  joined: 'You have joined the marketplace',
  alreadyJoined: 'You are already in the marketplace',
  rejoined: 'You have rejoined the marketplace',
  notExpired: 'You can rejoin once your marketplace period has ended',
} as const;

export interface MarketplaceDates {
  next_period_mp: string | null;
  active_mp: string | null;
  expired_mp: string | null;
}

/** Spec section 4: how far along the three-step timeline the talent is, and the date to show. */
export function marketplaceTimelineOf(
  status: number,
  dates: MarketplaceDates,
): { count: 0 | 1 | 2 | 3; date: string | null } {
  if (status === 0 || status === 1) return { count: 0, date: null };
  if (status === 2) return { count: 1, date: dates.next_period_mp };
  if (status === 3 || status === 4) return { count: 1, date: null };
  if (status >= 5 && status <= 7) return { count: 2, date: dates.active_mp };
  return { count: 3, date: dates.expired_mp };
}

export const marketplaceStatusSchema = z.object({
  status: z.number().check(z.int()),
  next_period_mp: z.nullable(z.string()),
  active_mp: z.nullable(z.string()),
  expired_mp: z.nullable(z.string()),
});
export type MarketplaceStatus = z.infer<typeof marketplaceStatusSchema>;

export const getMarketplaceStatus = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/{id}/marketplace',
  summary:
    'The talent’s marketplace status and its dates, for the dashboard’s timeline (ours: the spec reads it unshown)',
  access: 'talent',
  params: talentParams,
  data: marketplaceStatusSchema,
});

export const joinMarketplace = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/{id}/marketplace/join',
  summary:
    'Join the marketplace from the next period (a GET, as the spec has it; joining twice changes nothing)',
  access: 'talent',
  params: talentParams,
  data: marketplaceStatusSchema,
});

export const rejoinMarketplace = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/{id}/marketplace/rejoin',
  summary: 'Join the marketplace again after the talent’s period has ended',
  access: 'talent',
  params: talentParams,
  data: marketplaceStatusSchema,
});

/** Spec section 7, the dashboard's reminder: confirmed interviews soon, and what waits for an answer. */
export const reminderSchema = z.object({
  upcoming_interviews: z.array(
    z.object({
      role_talent_id: z.number().check(z.int()),
      position_name: z.string(),
      company_name: z.string(),
      interview_date: z.string(),
      invitation_type: z.string(),
      location: z.nullable(z.string()),
      url: z.nullable(z.string()),
    }),
  ),
  /** Interview invitations the talent has not answered. */
  invitations_waiting: z.number().check(z.int()),
  /** Job offers (first offers and the company's counter-offers) the talent has not answered. */
  offers_waiting: z.number().check(z.int()),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const getReminder = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/reminder/{id}',
  summary: `Confirmed interviews in the next ${hiringLimits.reminderDays} days, and the invitations and offers waiting for an answer`,
  access: 'talent',
  owner: 'params.id',
  params: talentParams,
  data: reminderSchema,
});

/** Spec section 7: whether Talent is looking for a job for the talent now (their marketplace period is on). */
export const findMeJobIndicatorSchema = z.object({
  active: z.boolean(),
  /** When the current period ends, while active. */
  until: z.nullable(z.string()),
});
export type FindMeJobIndicator = z.infer<typeof findMeJobIndicatorSchema>;

export const getFindMeJobIndicator = defineEndpoint({
  method: 'GET',
  group: 'talentV1',
  path: '/talent/{id}/indicator/find-me-job',
  summary: 'Whether the talent is in an active marketplace period, in which companies see them',
  access: 'talent',
  params: talentParams,
  data: findMeJobIndicatorSchema,
});

// --- Staff calls --------------------------------------------------------------------------

export const invitationTypes = ['online', 'onsite'] as const;

export const interviewInvitationBodySchema = z.object({
  schedules: z.array(dateTime).check(
    z.length(hiringLimits.presetSlots, hiringMessages.threeSlots),
    z.refine(
      (times) => new Set(times.map((time) => new Date(time).getTime())).size === times.length,
      hiringMessages.threeSlots,
    ),
  ),
  invitation_type: z._default(z.enum(invitationTypes), 'online'),
  location: z._default(z.nullable(optionalText), null),
  url: z._default(
    z.nullable(z.string().check(z.regex(/^https?:\/\/\S+$/, hiringMessages.invalidLink))),
    null,
  ),
  notes: z._default(z.nullable(optionalText), null),
  pic: z._default(z.nullable(optionalText), null),
});
export type InterviewInvitationBody = z.infer<typeof interviewInvitationBodySchema>;

/** Staff answer a suggested time: take it, or offer three new slots. */
export const suggestionAnswerBodySchema = z
  .object({
    answer: z.enum(['accept', 'reschedule']),
    schedules: z.optional(interviewInvitationBodySchema.shape.schedules),
  })
  .check(
    z.superRefine((body, issues) => {
      if (body.answer === 'reschedule' && !body.schedules)
        issues.addIssue({ code: 'custom', path: ['schedules'], message: hiringMessages.threeSlots });
    }),
  );
export type SuggestionAnswerBody = z.infer<typeof suggestionAnswerBodySchema>;

export const offerBodySchema = z.object({
  salary: salaryAmountSchema,
  nett_gross: salaryTypeSchema,
  perks_and_benefits: z._default(optionalText, ''),
});
export type OfferBody = z.infer<typeof offerBodySchema>;

/** Staff answer a negotiation with the salary the company can give (the asked one, or another). */
export const negotiationAnswerBodySchema = z.object({
  salary: salaryAmountSchema,
  nett_gross: salaryTypeSchema,
});
export type NegotiationAnswerBody = z.infer<typeof negotiationAnswerBodySchema>;

export const hiringOutcomes = ['accepted', 'not_continued'] as const;
export const outcomeBodySchema = z.object({
  outcome: z.enum(hiringOutcomes),
  reason_id: z._default(z.nullable(positiveId), null),
  notes: z._default(z.nullable(optionalText), null),
});
export type OutcomeBody = z.infer<typeof outcomeBodySchema>;

export const advocateBodySchema = z.object({ staff_id: positiveId });

export const staffApplicationSchema = z.object({
  id: z.number().check(z.int()),
  talent_id: z.number().check(z.int()),
  talent_name: z.string(),
  job_id: z.number().check(z.int()),
  position_name: z.string(),
  company_name: z.string(),
  state: z.nullable(z.enum(hiringStates)),
  stage_id: z.nullable(z.number().check(z.int())),
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;

export const staffApplicationsQuerySchema = z.extend(pageQuerySchema, {
  job_id: z.optional(positiveId),
  talent_id: z.optional(positiveId),
});

const applicationParams = z.object({ id: positiveId });

/* @__NO_SIDE_EFFECTS__ */
function staffStep<B extends z.ZodMiniType>(path: string, summary: string, body: B) {
  return defineEndpoint({
    method: 'POST',
    group: 'staff',
    path,
    summary,
    access: 'staff',
    params: applicationParams,
    body,
    data: activityDetailSchema,
  });
}

export const listStaffApplications = defineEndpoint({
  method: 'GET',
  group: 'staff',
  path: '/applications',
  summary: 'Applications with their hiring state, newest first, by job or talent',
  access: 'staff',
  query: staffApplicationsQuerySchema,
  data: z.array(staffApplicationSchema),
});

export const inviteToInterview = staffStep(
  '/applications/{id}/interview',
  'Invite the applicant to an interview with three one-hour slots (also re-invites while in interview)',
  interviewInvitationBodySchema,
);
export const answerSuggestedTime = staffStep(
  '/applications/{id}/interview/suggestion',
  'Answer the talent’s suggested time: accept it, or offer three new slots',
  suggestionAnswerBodySchema,
);
export const sendOffer = staffStep(
  '/applications/{id}/offer',
  'Send a job offer (after an interview was confirmed)',
  offerBodySchema,
);
export const answerNegotiation = staffStep(
  '/applications/{id}/negotiation',
  'Answer the talent’s negotiation with the salary the company gives; the talent then accepts it',
  negotiationAnswerBodySchema,
);
export const recordOutcome = staffStep(
  '/applications/{id}/outcome',
  'Close the hiring: accepted, or not continued with a reason',
  outcomeBodySchema,
);

export const publishJob = defineEndpoint({
  method: 'POST',
  group: 'staff',
  path: '/jobs/{id}/publish',
  summary: 'Open a job for applications again',
  access: 'staff',
  params: applicationParams,
  data: z.object({ id: z.number().check(z.int()), is_closed: z.boolean() }),
});

export const closeJob = defineEndpoint({
  method: 'POST',
  group: 'staff',
  path: '/jobs/{id}/close',
  summary: 'Close a job: it takes no more applications',
  access: 'staff',
  params: applicationParams,
  data: z.object({ id: z.number().check(z.int()), is_closed: z.boolean() }),
});

export const assignAdvocate = defineEndpoint({
  method: 'PUT',
  group: 'staff',
  path: '/talents/{id}/advocate',
  summary: 'Assign a staff member as the talent’s advocate (the support contact of every activity)',
  access: 'staff',
  params: talentParams,
  body: advocateBodySchema,
  data: talentAdvocateSchema,
});

export const hiringEndpoints = {
  acceptInterview,
  suggestInterviewTime,
  rejectActivity,
  answerOffer,
  acceptNegotiation,
  uploadPayslip,
  getActivity,
  listDashboardActivities,
  listActivities,
  getDashboardCompany,
  getMarketplaceStatus,
  joinMarketplace,
  rejoinMarketplace,
  listStaffApplications,
  inviteToInterview,
  answerSuggestedTime,
  sendOffer,
  answerNegotiation,
  recordOutcome,
  publishJob,
  closeJob,
  assignAdvocate,
} as const;
