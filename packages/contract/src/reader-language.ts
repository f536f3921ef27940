import { type AccountLanguage, accountLanguages, accountMessages, phoneLengthMessage } from './accounts.ts';
import { assessmentMessages } from './assessments.ts';
import { chatMessages } from './chat.ts';
import { clientErrorMessages } from './client-errors.ts';
import { coworkerInvitationMessages } from './coworker-invitations.ts';
import { dashboardMessages } from './dashboard.ts';
import { hiringMessages, marketplaceMessages } from './hiring.ts';
import { indonesianMessages } from './indonesian-messages.ts';
import { jobAlertMessages } from './job-alerts.ts';
import { jobMessages } from './jobs.ts';
import { masterDataMessages } from './master-data.ts';
import { mediaMessages } from './media.ts';
import { notificationTexts } from './notification-texts.ts';
import { notificationMessages } from './notifications.ts';
import { pageHeadTexts } from './page-head-texts.ts';
import { platformMessages, uploadMessages } from './platform-messages.ts';
import { linkFetchMessages } from './profile.ts';
import { profileMessages } from './profile-rules.ts';
import { ratingMessages } from './rating.ts';
import { referralMessages } from './referral.ts';
import { salaryMessages } from './salary.ts';
import { contactMessages } from './site.ts';

/**
 * Every group of messages a reader may get from the API, in the spec's English (issue #35). The
 * question bank's are left out: only staff read them, and staff read English.
 */
export const englishMessages = {
  accountMessages,
  phoneLength: { phoneLengthMessage },
  assessmentMessages,
  chatMessages,
  clientErrorMessages,
  coworkerInvitationMessages,
  dashboardMessages,
  hiringMessages,
  marketplaceMessages,
  jobAlertMessages,
  jobMessages,
  masterDataMessages,
  mediaMessages,
  notificationMessages,
  notificationTexts,
  pageHeadTexts,
  profileMessages,
  linkFetchMessages,
  ratingMessages,
  referralMessages,
  salaryMessages,
  contactMessages,
  platformMessages,
  uploadMessages,
} as const;

type Message = string | ((...args: never[]) => string);

/** Another language's wording of a group: the same keys, a text for a text, a function for a function. */
export type MessagesIn<Group> = {
  readonly [Key in keyof Group]: Group[Key] extends (...args: infer Args) => string
    ? (...args: Args) => string
    : string;
};

export type MessageCatalogue = {
  readonly [Group in keyof typeof englishMessages]: MessagesIn<(typeof englishMessages)[Group]>;
};

/**
 * The language a request reads: the first of its `Accept-Language` that Talent speaks, by weight
 * (the web app sends the language on screen); English when it names none. `in` is Indonesian's code
 * before 1989, which some older Android browsers still send.
 */
export function readerLanguageOf(acceptLanguage: string | undefined): AccountLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
      const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
      return {
        language: primary === 'in' ? 'id' : primary,
        weight: weight === undefined ? 1 : Number(weight),
        order,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const spoken = ranked.find((entry) => accountLanguages.some((language) => language === entry.language));
  return (spoken?.language as AccountLanguage | undefined) ?? 'en';
}

interface Wording {
  /** A message with values in it, as a pattern of its English; `ones` marks values read as the number 1. */
  english: RegExp;
  ones: readonly boolean[];
  translated: (...args: unknown[]) => string;
}

interface Lookup {
  texts: Map<string, string>;
  wordings: Wording[];
}

const marker = (index: number) => `\u0000${index}\u0000`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The patterns of a message with values: the English written with a marker for each value, and
 * with `1` in its place too, since English changes its words for one (`1 minute`, `5 minutes`).
 */
function wordingsOf(
  english: (...args: unknown[]) => string,
  translated: (...args: unknown[]) => string,
): Wording[] {
  const wordings: Wording[] = [];
  for (let mask = 0; mask < 2 ** english.length; mask += 1) {
    const ones = Array.from({ length: english.length }, (_, index) => (mask & (2 ** index)) !== 0);
    const written = english(...ones.map((one, index) => (one ? 1 : marker(index))));
    let pattern = escapeRegExp(written);
    ones.forEach((one, index) => {
      if (!one) pattern = pattern.replace(marker(index), '(.+?)');
    });
    wordings.push({ english: new RegExp(`^${pattern}$`, 's'), ones, translated });
  }
  return wordings;
}

function buildLookup(catalogue: MessageCatalogue): Lookup {
  const lookup: Lookup = { texts: new Map(), wordings: [] };
  for (const [group, messages] of Object.entries(englishMessages)) {
    const translations = catalogue[group as keyof MessageCatalogue] as Record<string, Message>;
    for (const [key, english] of Object.entries(messages as Record<string, Message>)) {
      const translated = translations[key];
      if (typeof english === 'string' && typeof translated === 'string')
        lookup.texts.set(english, translated);
      else if (typeof english === 'function' && typeof translated === 'function')
        lookup.wordings.push(
          ...wordingsOf(
            english as (...args: unknown[]) => string,
            translated as (...args: unknown[]) => string,
          ),
        );
    }
  }
  // The messages with the fewest values first: a value's pattern must not swallow a fixed word.
  lookup.wordings.sort((a, b) => a.ones.filter((one) => !one).length - b.ones.filter((one) => !one).length);
  return lookup;
}

const catalogues: { readonly [L in Exclude<AccountLanguage, 'en'>]: MessageCatalogue } = {
  id: indonesianMessages,
};
const lookups = new Map<AccountLanguage, Lookup>();

/**
 * A message of the contract in the reader's language, found by its English text, the values in it
 * kept; a text the contract does not hold (a name, Zod's own wording) stays as it is.
 */
export function messageIn(language: AccountLanguage, english: string): string {
  if (language === 'en') return english;
  let lookup = lookups.get(language);
  if (lookup === undefined) {
    lookup = buildLookup(catalogues[language]);
    lookups.set(language, lookup);
  }
  const text = lookup.texts.get(english);
  if (text !== undefined) return text;
  // Of the wordings that fit, the one whose fixed words cover the most of the text: a message
  // whose last value is free text (a job alert's titles) also fits its longer sibling's English
  // (`…, and 3 more.`), and the sibling is the one meant. Ties keep the fewest values.
  let best: { wording: Wording; values: string[]; free: number } | undefined;
  for (const wording of lookup.wordings) {
    const match = wording.english.exec(english);
    if (match === null) continue;
    const values = match.slice(1);
    const free = values.reduce((length, value) => length + value.length, 0);
    if (best === undefined || free < best.free) best = { wording, values, free };
  }
  if (best === undefined) return english;
  const { wording, values } = best;
  return wording.translated(...wording.ones.map((one) => (one ? 1 : values.shift())));
}
