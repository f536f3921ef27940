import { z } from 'zod/mini';
import { profilePhoneLimits } from './contact-details.ts';

/**
 * Every rule of spec section 5 that touches the talent profile, with its exact message: the single
 * source for the profile forms and the server. Dates travel as `YYYY-MM-DD` strings; money as whole
 * rupiah.
 */

export const profileLimits = {
  skillsMin: 5,
  skillsMax: 10,
  workLocationsMax: 6,
  industriesMax: 3,
  educationsMax: 5,
  /** Ours: the spec sets no number; ten keeps the company view readable. */
  documentsMax: 10,
  projectsMax: 30,
  aboutMin: 5,
  aboutMax: 3000,
  shortTextMin: 2,
  shortTextMax: 250,
  nameMin: 3,
  nameMax: 255,
  titleMin: 3,
  salaryMin: 1_000_000,
  /** The salary input takes at most 12 characters ('999.999.999' plus one). */
  salaryInputMax: 12,
  gpaMin: 1,
  gpaOutOfMin: 1,
  gpaOutOfMax: 10,
  yearsBack: 50,
  yearsForward: 10,
  phoneMin: profilePhoneLimits.min,
  phoneMax: profilePhoneLimits.max,
  longNumberDigits: 7,
  locationSearchMin: 2,
  debounceMs: 500,
  skillRecommendationTop: 5,
  languagesMax: 20,
} as const;

const MB = 1024 * 1024;

/** Upload rules of spec sections 5 and 9: accepted real types (by magic bytes) and the limits. */
export const uploadLimits = {
  /** Files of 34 MB or more are refused. */
  cv: {
    maxBytes: 34 * MB - 1,
    types: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/msword',
      'application/x-cfb',
      'application/vnd.ms-word.document.macroenabled.12',
    ],
    extensions: ['.pdf', '.docx', '.doc', '.docm'],
  },
  portfolio: { maxBytes: 10 * MB, types: ['application/pdf'], extensions: ['.pdf'] },
  image: { maxBytes: 5 * MB, types: ['image/jpeg', 'image/png'], extensions: ['.jpg', '.jpeg', '.png'] },
  document: { maxBytes: 5 * MB, types: ['application/pdf'], extensions: ['.pdf'] },
} as const;

export type UploadKind = keyof typeof uploadLimits;

export const profileMessages = {
  required: '* Required Field',
  birthDateRequired: '* Please fill your birth date',
  birthDateInFuture: '* Your birth date cannot be in the future',
  useHttps: 'Please use https://',
  invalidLink: 'Please put a valid link',
  skillsMin: '* Input at least 5 type of Skills',
  skillsMax: '* You can only input 10 skills max',
  salaryZero: '* Your salary cannot be 0',
  salaryMin: 'Salary must be equal or higher than IDR 1.000.000',
  expectedBelowCurrent: '* Expected Salary could not be less than Current Salary',
  numbersOnly: 'Numbers only',
  nameCharacters: 'Letters, numbers, dots and spaces only',
  nameLength: '* Should be 3 to 255 characters',
  minThree: '* Should be at least 3 characters',
  universityMin: '* University should be at least 3 characters',
  majorMin: '* Major should be at least 3 characters',
  degreeRequired: '* Please choose your degree',
  gpaMin: '* GPA should be at least 1',
  gpaAboveMax: '* GPA cannot be higher than max GPA',
  gpaOutOfRange: '* Max GPA should be between 1 and 10',
  startDateRequired: '* Please fill your start date',
  graduationDateRequired: '* Please fill your graduation date',
  startTooEarly: '* Start date cannot be more than 50 years ago',
  startInFuture: '* Start date cannot be later than today',
  endBeforeStart: '* End date cannot be before start date',
  endTooLate: '* End date cannot be more than 10 years from now',
  endRequired: '* Please fill your end date',
  endBeyondNextMonth: '* End date cannot be later than next month',
  yearOutOfRange: '* Year should be within 50 years back and 10 years ahead',
  emailNotAllowed: 'Email not allowed',
  urlNotAllowed: 'Url not allowed',
  longNumberNotAllowed: 'Phone/long number not allowed',
  aboutLength: '* About should be 5 to 3000 characters',
  maxShortText: 'Max 250 characters',
  shortTextMin: '* Should be at least 2 characters',
  workLocationsMax: '* You can only select 6 locations',
  industriesMax: '* You can only select 3 items',
  educationsMax: '* You can only add 5 educations',
  documentsMax: '* You can keep up to 10 additional documents; remove one to add another',
  duplicateItem: '* This item is already chosen',
  portfolioTitleRequired: '* Please fill your portfolio title',
  portfolioTitleMin: '* Portfolio title should be at least 3 characters',
  otherFunctionName: '* Please type your position function',
  profileUpdated: 'Your profile has been successfully updated',
  fileUploaded: 'File uploaded successfully.',
  cvType: '* Your file must be .pdf, .docx, .doc or .docm',
  cvTooLarge: '* Your file size must be less than 34 MB',
  portfolioType: '* Your file must be .pdf',
  portfolioTooLarge: '* Your file size is more than 10 MB',
  imageType: '* Your file must be .jpg, .jpeg or .png',
  imageTooLarge: '* Your file size is more than 5 MB',
  documentType: '* Your file must be .pdf',
  documentTooLarge: '* Your file size is more than 5 MB',
  fileRequired: '* Please choose a file',
  noCv: 'You have not uploaded a CV yet',
  talentHasNoCv: 'This talent has not uploaded a CV yet',
  discardChanges: 'Are you sure want to discard content ?',
  referenceRequested: (email: string) => `Your request for ${email} has been sent`,
  referenceAnswered: 'Thank you, your reference has been sent',
  referenceShown: 'Your references are shown on your profile',
  referenceHidden: 'Your references are hidden from your profile',
  referenceAlreadyAsked: '* You already asked this person for a reference',
  referenceSelf: '* You cannot ask yourself for a reference',
  unknownOption: '* Please choose an option from the list',
} as const;

/** Messages of each upload kind, where the form and the server show them. */
export const uploadMessagesOf: Record<UploadKind, { type: string; tooLarge: string }> = {
  cv: { type: profileMessages.cvType, tooLarge: profileMessages.cvTooLarge },
  portfolio: { type: profileMessages.portfolioType, tooLarge: profileMessages.portfolioTooLarge },
  image: { type: profileMessages.imageType, tooLarge: profileMessages.imageTooLarge },
  document: { type: profileMessages.documentType, tooLarge: profileMessages.documentTooLarge },
};

/** The form's check of a picked file before it is sent (the server checks the bytes again). */
/**
 * Spec section 5: a CV of 34 MB or more is rejected silently, without a message: the field keeps what
 * it had. (The server still refuses one that arrives, with `cvTooLarge`.)
 */
export function isRefusedSilently(kind: UploadKind, file: { size: number }): boolean {
  return kind === 'cv' && file.size > uploadLimits.cv.maxBytes;
}

export function checkPickedFile(kind: UploadKind, file: { name: string; size: number }): string | null {
  const rules = uploadLimits[kind];
  const name = file.name.toLowerCase();
  if (!rules.extensions.some((extension) => name.endsWith(extension))) return uploadMessagesOf[kind].type;
  if (file.size > rules.maxBytes) return uploadMessagesOf[kind].tooLarge;
  return null;
}

// ---------------------------------------------------------------- dates

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` of a day, in UTC, so the server and the browser agree on "today" within a day. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function shiftYears(date: Date, years: number): Date {
  const shifted = new Date(date);
  shifted.setUTCFullYear(shifted.getUTCFullYear() + years);
  return shifted;
}

function endOfNextMonth(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 2, 0));
}

function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && toIsoDate(parsed) === value;
}

/** A required day; the message is the field's own required message. */
export function dateSchema(required: string) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.refine(isRealDate, { error: required, abort: true }),
    );
}

/** An optional day; empty text means none. */
export const optionalDate = z.optional(
  z.nullable(
    z
      .pipe(
        z.string().check(z.trim()),
        z.transform((value) => (value === '' ? null : value)),
      )
      .check(z.refine((value) => value === null || isRealDate(value), { error: profileMessages.required })),
  ),
);

/** Period rules: start within 50 years back and not after today. */
function checkStart(start: string, issues: (message: string) => void, today: Date) {
  if (start < toIsoDate(shiftYears(today, -profileLimits.yearsBack))) issues(profileMessages.startTooEarly);
  else if (start > toIsoDate(today)) issues(profileMessages.startInFuture);
}

// ---------------------------------------------------------------- text

const emailInText = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const urlInText = /(https?:\/\/|www\.|\.com\b)/i;
const longNumberInText = /\d{7,}/;

/** Why a free text may not be kept (spec: no emails, URLs or numbers of 7+ digits), or null. */
export function forbiddenContentOf(text: string): string | null {
  const digitsOnly = text.replace(/[\s.\-()+]/g, '');
  if (emailInText.test(text)) return profileMessages.emailNotAllowed;
  if (urlInText.test(text)) return profileMessages.urlNotAllowed;
  if (longNumberInText.test(text) || longNumberInText.test(digitsOnly)) {
    return profileMessages.longNumberNotAllowed;
  }
  return null;
}

function cleanText<T extends z.ZodMiniString>(schema: T) {
  return schema.check(
    z.superRefine((value, context) => {
      const reason = forbiddenContentOf(value);
      if (reason) context.addIssue({ code: 'custom', message: reason });
    }),
  );
}

/** The about text: 5 to 3,000 characters, no contact details. */
export const aboutSchema = cleanText(
  z
    .string({ error: profileMessages.required })
    .check(
      z.trim(),
      z.minLength(1, { error: profileMessages.required, abort: true }),
      z.minLength(profileLimits.aboutMin, { error: profileMessages.aboutLength, abort: true }),
      z.maxLength(profileLimits.aboutMax, { error: profileMessages.aboutLength, abort: true }),
    ),
);

/** A short description: 2 to 250 characters, no contact details; empty means none. */
export const shortTextSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(profileLimits.shortTextMax, { error: profileMessages.maxShortText, abort: true }),
    z.superRefine((value, context) => {
      if (value === '') return;
      if (value.length < profileLimits.shortTextMin) {
        context.addIssue({ code: 'custom', message: profileMessages.shortTextMin });
        return;
      }
      const reason = forbiddenContentOf(value);
      if (reason) context.addIssue({ code: 'custom', message: reason });
    }),
  ),
  z.transform((value) => (value === '' ? null : value)),
);

/** A longer description (experience): up to 3,000 characters, no contact details; empty means none. */
export const descriptionSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(profileLimits.aboutMax, { error: profileMessages.aboutLength, abort: true }),
    z.superRefine((value, context) => {
      const reason = value === '' ? null : forbiddenContentOf(value);
      if (reason) context.addIssue({ code: 'custom', message: reason });
    }),
  ),
  z.transform((value) => (value === '' ? null : value)),
);

/** Company and position names: letters, digits, dots, spaces; 3 to 255 characters. */
const companyOrPositionCharacters = /^[\p{L}\p{N}. ]+$/u;
export const companyOrPositionNameSchema = z
  .string({ error: profileMessages.required })
  .check(
    z.trim(),
    z.minLength(1, { error: profileMessages.required, abort: true }),
    z.minLength(profileLimits.nameMin, { error: profileMessages.nameLength, abort: true }),
    z.maxLength(profileLimits.nameMax, { error: profileMessages.nameLength, abort: true }),
    z.regex(companyOrPositionCharacters, { error: profileMessages.nameCharacters }),
  );

/** A title or name of at least 3 characters (certification, achievement, publication, project). */
export const titleSchema = z
  .string({ error: profileMessages.required })
  .check(
    z.trim(),
    z.minLength(1, { error: profileMessages.required, abort: true }),
    z.minLength(profileLimits.titleMin, { error: profileMessages.minThree, abort: true }),
    z.maxLength(profileLimits.nameMax, { error: profileMessages.nameLength }),
  );

// ---------------------------------------------------------------- links

/** The website helper: a link typed without a scheme gets `http://` in front. */
export function withHttpPrefix(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `http://${trimmed}`;
}

function isValidLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A link field: starts with http(s) and parses as an address. Empty means none. */
export const linkSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(2048, { error: profileMessages.invalidLink }),
    z.superRefine((value, context) => {
      if (value === '') return;
      if (!/^https?:\/\//i.test(value))
        context.addIssue({ code: 'custom', message: profileMessages.useHttps });
      else if (!isValidLink(value))
        context.addIssue({ code: 'custom', message: profileMessages.invalidLink });
    }),
  ),
  z.transform((value) => (value === '' ? null : value)),
);

// ---------------------------------------------------------------- money

/** `5000000` as IDR is written `5.000.000` (dot thousands). */
export function formatIdr(amount: number): string {
  return Math.trunc(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Reads what the salary input shows (`5.000.000` or `5.000.000,00`) back to whole rupiah; null if not a number. */
export function parseIdr(text: string): number | null {
  const [whole, decimals] = text.trim().split(',');
  if (!whole || !/^\d{1,3}(\.\d{3})*$|^\d+$/.test(whole)) return null;
  if (decimals !== undefined && !/^\d{0,2}$/.test(decimals)) return null;
  return Number(whole.replaceAll('.', ''));
}

/**
 * A salary in whole rupiah: required (spec: current salary is a required field), numbers only, not 0,
 * at least IDR 1.000.000. An empty salary input sends nothing or empty text, so those read as
 * missing; any other non-number as not a number.
 */
export const salarySchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? profileMessages.required
        : profileMessages.numbersOnly,
  })
  .check(
    z.int({ error: profileMessages.numbersOnly }),
    z.gte(1, { error: profileMessages.salaryZero, abort: true }),
    z.gte(profileLimits.salaryMin, { error: profileMessages.salaryMin }),
    z.lte(999_999_999_999, { error: profileMessages.numbersOnly }),
  );

// ---------------------------------------------------------------- options

export const optionIdSchema = z
  .number({ error: profileMessages.required })
  .check(z.int({ error: profileMessages.required }), z.positive({ error: profileMessages.required }));

function distinct(ids: readonly number[]): boolean {
  return new Set(ids).size === ids.length;
}

export const skillIdsSchema = z
  .array(optionIdSchema, { error: profileMessages.skillsMin })
  .check(
    z.minLength(profileLimits.skillsMin, { error: profileMessages.skillsMin }),
    z.maxLength(profileLimits.skillsMax, { error: profileMessages.skillsMax }),
    z.refine(distinct, { error: profileMessages.duplicateItem }),
  );

export const workLocationIdsSchema = z
  .array(optionIdSchema)
  .check(
    z.maxLength(profileLimits.workLocationsMax, { error: profileMessages.workLocationsMax }),
    z.refine(distinct, { error: profileMessages.duplicateItem }),
  );

export const industryIdsSchema = z
  .array(optionIdSchema)
  .check(
    z.maxLength(profileLimits.industriesMax, { error: profileMessages.industriesMax }),
    z.refine(distinct, { error: profileMessages.duplicateItem }),
  );

// ---------------------------------------------------------------- rules that need "today"

/** Birth date: required, a real day, not in the future. */
export function birthDateSchema(today: () => Date = () => new Date()) {
  return dateSchema(profileMessages.birthDateRequired).check(
    z.refine((value) => value <= toIsoDate(today()), {
      error: profileMessages.birthDateInFuture,
    }),
  );
}

/** A year within 50 years back and 10 years ahead (certifications). */
export function yearSchema(today: () => Date = () => new Date()) {
  return z.number({ error: profileMessages.required }).check(
    z.int({ error: profileMessages.required }),
    z.refine(
      (year) => {
        const now = today().getUTCFullYear();
        return year >= now - profileLimits.yearsBack && year <= now + profileLimits.yearsForward;
      },
      { error: profileMessages.yearOutOfRange },
    ),
  );
}

export interface Period {
  start_date: string;
  end_date?: string | null | undefined;
}

/** Education period: start within 50 years back and not after today; end not before start, within 10 years ahead. */
export function checkEducationPeriod(period: Period, today: Date): Partial<Record<keyof Period, string>> {
  const reasons: Partial<Record<keyof Period, string>> = {};
  checkStart(period.start_date, (message) => (reasons.start_date = message), today);
  const end = period.end_date;
  if (!end) reasons.end_date = profileMessages.graduationDateRequired;
  else if (end < period.start_date) reasons.end_date = profileMessages.endBeforeStart;
  else if (end > toIsoDate(shiftYears(today, profileLimits.yearsForward)))
    reasons.end_date = profileMessages.endTooLate;
  return reasons;
}

/** Experience period: start as for education; end required unless it is now, not before start, not beyond next month. */
export function checkExperiencePeriod(
  period: Period & { is_now: boolean },
  today: Date,
): Partial<Record<keyof Period, string>> {
  const reasons: Partial<Record<keyof Period, string>> = {};
  checkStart(period.start_date, (message) => (reasons.start_date = message), today);
  if (period.is_now) return reasons;
  const end = period.end_date;
  if (!end) reasons.end_date = profileMessages.endRequired;
  else if (end < period.start_date) reasons.end_date = profileMessages.endBeforeStart;
  else if (end > toIsoDate(endOfNextMonth(today))) reasons.end_date = profileMessages.endBeyondNextMonth;
  return reasons;
}
