import {
  addBankContest,
  addBankTest,
  answerNegotiation,
  answerSuggestedTime,
  assignAdvocate,
  closeJob,
  type Endpoint,
  editBankContest,
  editBankTest,
  getBankTest,
  getStaffTalentProfile,
  inviteToInterview,
  jakartaInstant,
  listBankTests,
  listStaffApplications,
  listStaffChatMessages,
  listStaffConversations,
  listTalentJobAlerts,
  publishBlogPost,
  publishJob,
  recordOutcome,
  replyInChat,
  sendJobAlertNow,
  sendNotification,
  sendOffer,
} from '@talent/contract';

/**
 * The staff tool's commands (`npm run staff -- <command>`), turned into calls of the staff API.
 * Pure: parsing and checking the words typed; the HTTP lives in staff-cli.ts.
 */

export interface StaffCall {
  endpoint: Endpoint;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}

export class UsageError extends Error {}

/** Reads the JSON document a command names (a quiz to add); the CLI reads files, tests give their own. */
export type DocumentReader = (path: string) => unknown;

interface CommandSpec {
  usage: string;
  summary: string;
  build: (args: string[], options: Record<string, string>, readDocument: DocumentReader) => StaffCall;
}

/** A time as staff type it: ISO (with its zone), or "YYYY-MM-DD HH:mm" in Jakarta. */
export function timeOf(text: string | undefined): string {
  if (!text) throw new UsageError('A time is missing');
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/.exec(text);
  const instant = local ? jakartaInstant(local[1] ?? '', local[2] ?? '') : new Date(text);
  if (Number.isNaN(instant.getTime()))
    throw new UsageError(`"${text}" is not a time; use 2026-12-01 10:00 (Jakarta) or ISO`);
  return instant.toISOString();
}

function idOf(text: string | undefined, what: string): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0)
    throw new UsageError(`${what} must be a positive whole number, not "${text ?? ''}"`);
  return id;
}

function salaryOf(text: string | undefined): number {
  const amount = Number((text ?? '').replaceAll('.', '').replaceAll(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0)
    throw new UsageError(`"${text ?? ''}" is not a salary in rupiah`);
  return amount;
}

function nettGrossOf(text: string | undefined): 'nett' | 'gross' {
  if (text === 'nett' || text === 'gross') return text;
  throw new UsageError('Say nett or gross');
}

function documentOf(path: string | undefined, readDocument: DocumentReader): unknown {
  if (!path) throw new UsageError('Name the JSON file to send');
  return readDocument(path);
}

/** A contest as staff type it; the server checks the dates, the tool only turns them into instants. */
function contestBody(options: Record<string, string>) {
  if (!options.name) throw new UsageError('--name is missing');
  return {
    name: options.name,
    description: options.description ?? options.name,
    starts_at: timeOf(options.starts),
    ends_at: timeOf(options.ends),
  };
}

function threeTimes(args: string[]): string[] {
  if (args.length !== 3) throw new UsageError('Give three interview times');
  return args.map(timeOf);
}

export const staffCommands: Record<string, CommandSpec> = {
  applications: {
    usage: 'applications [--job <jobId>] [--talent <talentId>] [--page <n>]',
    summary: 'List applications with their hiring state',
    build: (_args, options) => ({
      endpoint: listStaffApplications,
      query: {
        ...(options.job ? { job_id: idOf(options.job, 'The job id') } : {}),
        ...(options.talent ? { talent_id: idOf(options.talent, 'The talent id') } : {}),
        page: options.page ? idOf(options.page, 'The page') : 1,
        size: 20,
      },
    }),
  },
  invite: {
    usage:
      'invite <applicationId> <time1> <time2> <time3> [--type online|onsite] [--location <text>] [--url <link>] [--pic <name>] [--notes <text>]',
    summary: 'Invite an applicant to an interview with three one-hour slots',
    build: ([id, ...times], options) => ({
      endpoint: inviteToInterview,
      params: { id: idOf(id, 'The application id') },
      body: {
        schedules: threeTimes(times),
        invitation_type: options.type ?? 'online',
        location: options.location ?? null,
        url: options.url ?? null,
        pic: options.pic ?? null,
        notes: options.notes ?? null,
      },
    }),
  },
  'accept-suggestion': {
    usage: 'accept-suggestion <applicationId>',
    summary: 'Accept the interview time the talent asked for',
    build: ([id]) => ({
      endpoint: answerSuggestedTime,
      params: { id: idOf(id, 'The application id') },
      body: { answer: 'accept' },
    }),
  },
  reschedule: {
    usage: 'reschedule <applicationId> <time1> <time2> <time3>',
    summary: 'Answer a suggested time with three new slots',
    build: ([id, ...times]) => ({
      endpoint: answerSuggestedTime,
      params: { id: idOf(id, 'The application id') },
      body: { answer: 'reschedule', schedules: threeTimes(times) },
    }),
  },
  offer: {
    usage: 'offer <applicationId> <salary> <nett|gross> [--perks <text>]',
    summary: 'Send a job offer after a confirmed interview',
    build: ([id, salary, type], options) => ({
      endpoint: sendOffer,
      params: { id: idOf(id, 'The application id') },
      body: {
        salary: salaryOf(salary),
        nett_gross: nettGrossOf(type),
        perks_and_benefits: options.perks ?? '',
      },
    }),
  },
  'answer-negotiation': {
    usage: 'answer-negotiation <applicationId> <salary> <nett|gross>',
    summary: 'Answer a salary negotiation with the salary the company gives',
    build: ([id, salary, type]) => ({
      endpoint: answerNegotiation,
      params: { id: idOf(id, 'The application id') },
      body: { salary: salaryOf(salary), nett_gross: nettGrossOf(type) },
    }),
  },
  outcome: {
    usage: 'outcome <applicationId> accepted|not_continued [--reason <reasonId>] [--notes <text>]',
    summary: 'Close a hiring: accepted, or not continued with a reason',
    build: ([id, outcome], options) => {
      if (outcome !== 'accepted' && outcome !== 'not_continued')
        throw new UsageError('Say accepted or not_continued');
      return {
        endpoint: recordOutcome,
        params: { id: idOf(id, 'The application id') },
        body: {
          outcome,
          reason_id: options.reason ? idOf(options.reason, 'The reason id') : null,
          notes: options.notes ?? null,
        },
      };
    },
  },
  'publish-job': {
    usage: 'publish-job <jobId>',
    summary: 'Open a job for applications',
    build: ([id]) => ({ endpoint: publishJob, params: { id: idOf(id, 'The job id') } }),
  },
  'close-job': {
    usage: 'close-job <jobId>',
    summary: 'Close a job',
    build: ([id]) => ({ endpoint: closeJob, params: { id: idOf(id, 'The job id') } }),
  },
  alerts: {
    usage: 'alerts <talentId>',
    summary: 'List a talent’s job alerts',
    build: ([id]) => ({ endpoint: listTalentJobAlerts, params: { id: idOf(id, 'The talent id') } }),
  },
  'send-alert': {
    usage: 'send-alert <alertId>',
    summary: 'Tell the talent about a job alert’s new jobs now',
    build: ([id]) => ({ endpoint: sendJobAlertNow, params: { id: idOf(id, 'The alert id') } }),
  },
  advocate: {
    usage: 'advocate <talentId> <staffId>',
    summary: 'Make a staff member the talent’s advocate',
    build: ([talent, staff]) => ({
      endpoint: assignAdvocate,
      params: { id: idOf(talent, 'The talent id') },
      body: { staff_id: idOf(staff, 'The staff id') },
    }),
  },
  talent: {
    usage: 'talent <talentId>',
    summary: "Print a talent's whole profile, with signed links to its files and CV (open for 6 hours)",
    build: ([id]) => ({ endpoint: getStaffTalentProfile, params: { id: idOf(id, 'The talent id') } }),
  },
  notify: {
    usage: 'notify <talentId> <text> [--url </talent/...>]',
    summary: 'Tell a talent something (in the app, and by mail if they want it)',
    build: ([talent, ...words], options) => ({
      endpoint: sendNotification,
      params: { id: idOf(talent, 'The talent id') },
      body: { type: 'hiring', text: words.join(' '), url_action: options.url ?? null },
    }),
  },
  chats: {
    usage: 'chats [--talent <talentId>]',
    summary: "List a talent's conversations, or every conversation with messages, latest first",
    build: (_args, options) => ({
      endpoint: listStaffConversations,
      query: options.talent ? { talent_id: idOf(options.talent, 'The talent id') } : undefined,
    }),
  },
  'chat-messages': {
    usage: 'chat-messages <conversationId>',
    summary: "Print a conversation's newest messages",
    build: ([id]) => ({ endpoint: listStaffChatMessages, params: { id: idOf(id, 'The conversation id') } }),
  },
  reply: {
    usage: 'reply <conversationId> <text>',
    summary: 'Answer in a conversation; the talent sees it live',
    build: ([id, ...words]) => ({
      endpoint: replyInChat,
      params: { id: idOf(id, 'The conversation id') },
      body: { body: words.join(' ') },
    }),
  },
  tests: {
    usage: 'tests',
    summary: 'List the question bank: every quiz and challenge, its questions and attempts',
    build: () => ({ endpoint: listBankTests }),
  },
  test: {
    usage: 'test <testId>',
    summary: 'Print a quiz or challenge whole, correct options marked (edit it and send it back)',
    build: ([id]) => ({ endpoint: getBankTest, params: { id: idOf(id, 'The test id') } }),
  },
  'add-test': {
    usage: 'add-test <file.json>',
    summary: 'Add a quiz, or a challenge when the file names a contest_id',
    build: ([path], _options, readDocument) => ({
      endpoint: addBankTest,
      body: documentOf(path, readDocument),
    }),
  },
  'edit-test': {
    usage: 'edit-test <testId> <file.json>',
    summary: 'Replace a quiz or challenge; once taken, its questions stay as they are',
    build: ([id, path], _options, readDocument) => ({
      endpoint: editBankTest,
      params: { id: idOf(id, 'The test id') },
      body: documentOf(path, readDocument),
    }),
  },
  'add-contest': {
    usage: 'add-contest --name <text> --starts <time> --ends <time> [--description <text>]',
    summary: 'Add a contest; then add its challenges with add-test and its contest_id',
    build: (_args, options) => ({ endpoint: addBankContest, body: contestBody(options) }),
  },
  'edit-contest': {
    usage: 'edit-contest <contestId> --name <text> --starts <time> --ends <time> [--description <text>]',
    summary: 'Rename a contest or move its dates',
    build: ([id], options) => ({
      endpoint: editBankContest,
      params: { id: idOf(id, 'The contest id') },
      body: contestBody(options),
    }),
  },
  'publish-article': {
    usage: 'publish-article <file.json>',
    summary: 'Publish an article on the media blog: title, excerpt, body, category, illustration',
    build: ([path], _options, readDocument) => ({
      endpoint: publishBlogPost,
      body: documentOf(path, readDocument),
    }),
  },
};

/** Splits `--name value` options from the positional words. */
export function splitArguments(argv: readonly string[]): {
  words: string[];
  options: Record<string, string>;
} {
  const words: string[] = [];
  const options: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index] ?? '';
    if (word.startsWith('--')) {
      const value = argv[index + 1];
      if (value === undefined) throw new UsageError(`${word} needs a value`);
      options[word.slice(2)] = value;
      index += 1;
    } else words.push(word);
  }
  return { words, options };
}

export function staffCallOf(argv: readonly string[], readDocument: DocumentReader): StaffCall {
  const { words, options } = splitArguments(argv);
  const [name, ...args] = words;
  const command = name ? staffCommands[name] : undefined;
  if (!command) throw new UsageError(name ? `Unknown command "${name}"` : 'Name a command');
  return command.build(args, options, readDocument);
}

export function usageText(): string {
  const lines = Object.values(staffCommands).map((command) => `  ${command.usage}\n      ${command.summary}`);
  return [
    'Usage: npm run staff -- <command> [arguments]',
    'Signs in as staff (STAFF_EMAIL, STAFF_PASSWORD; default the demo staff) at TALENT_URL (default http://localhost:8080).',
    'Times: "2026-12-01 10:00" (Jakarta) or ISO.',
    '',
    ...lines,
  ].join('\n');
}
