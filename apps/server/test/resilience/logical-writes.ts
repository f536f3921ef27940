import {
  acceptInterview,
  accountHeaders,
  answerAssessmentQuestion,
  applyToJob,
  inviteToInterview,
  type Question,
  signin,
  signupSources,
  startAssessmentAttempt,
} from '@talent/contract';
import {
  type Database,
  demoPassword,
  generatedTalentEmail,
  generateTalentProfiles,
  jobApplications,
  seedDemoAccounts,
  seedDemoJobs,
  seededTestIds,
  talentProfiles,
  users,
} from '@talent/db';
import { inArray, sql } from 'drizzle-orm';
import type { RetryingClient } from './retrying-client.ts';

/**
 * The three writes a crash or an outage must neither lose nor make twice: a talent applying to a
 * job, confirming an interview slot, answering a quiz question. Each is one logical write that a
 * client sends until it gets an answer, so the server may see it several times.
 */
export interface WriteCounts {
  applies: number;
  accepts: number;
  answers: number;
}

interface Talent {
  id: number;
  token: string;
}

interface QuizRun {
  token: string;
  attemptId: number;
  question: Question;
  /** How many of its questions to answer. */
  answers: number;
}

export interface WritePlan {
  applies: { talent: Talent; jobId: number }[];
  accepts: { token: string; applicationId: number; scheduleId: number; date: string }[];
  quizzes: QuizRun[];
}

/** What the server said it did: the writes answered with a 2xx. */
export interface Acknowledged {
  applies: { talentId: number; jobId: number }[];
  accepts: { applicationId: number; date: string }[];
  answers: { attemptId: number; questionId: number; optionId: number }[];
  /** Writes answered with a 4xx, which none of these should get. */
  refused: string[];
}

export interface WriteCheck {
  acknowledged: number;
  /** Acknowledged writes the database does not hold. */
  lost: string[];
  /** Logical writes the database holds more than once. */
  doubled: string[];
  /** Rows that belong together but are not all there (a transaction half kept). */
  partial: string[];
}

const talentCount = 10;
const interviewDay = 86_400_000 * 3;

const perTalent = (total: number) => Math.ceil(total / talentCount);

/**
 * Seeds what the writes need straight into the database (staff, talents with a CV, open jobs,
 * applications waiting for an interview invitation), then, through the server as people would,
 * signs the talents in, invites to interviews and starts quiz attempts.
 */
export async function prepareWrites(
  db: Database,
  client: RetryingClient,
  counts: WriteCounts,
): Promise<WritePlan> {
  await seedDemoAccounts(db);
  const jobsPerTalent = perTalent(counts.applies) + perTalent(counts.accepts);
  await seedDemoJobs(db, jobsPerTalent * 3);
  await generateTalentProfiles(db, { count: talentCount });
  const emails = Array.from({ length: talentCount }, (_, i) => generatedTalentEmail(i + 1));
  const talentIds = (await db.select({ id: users.id }).from(users).where(inArray(users.email, emails))).map(
    (row) => row.id,
  );
  await db
    .update(talentProfiles)
    .set({ cvKey: 'resilience/cv.pdf' })
    .where(inArray(talentProfiles.talentId, talentIds));
  const openJobs = await db.execute<{ id: number }>(
    sql`select id from jobs where is_open order by id limit ${jobsPerTalent}`,
  );
  const jobIds = openJobs.rows.map((row) => Number(row.id));
  const [applyJobs, interviewJobs] = [
    jobIds.slice(0, perTalent(counts.applies)),
    jobIds.slice(perTalent(counts.applies)),
  ];

  const talents = await Promise.all(emails.map((email) => signIn(client, email)));
  const staff = await signIn(client, 'staff@example.com');

  const applies = talents
    .flatMap((talent) => applyJobs.map((jobId) => ({ talent, jobId })))
    .slice(0, counts.applies);

  const waiting = talents
    .flatMap((talent) => interviewJobs.map((jobId) => ({ talent, jobId })))
    .slice(0, counts.accepts);
  const applications =
    waiting.length === 0
      ? []
      : await db
          .insert(jobApplications)
          .values(waiting.map(({ talent, jobId }) => ({ talentId: talent.id, jobId })))
          .returning({ id: jobApplications.id, talentId: jobApplications.talentId });
  const day = Math.floor((Date.now() + interviewDay) / 86_400_000) * 86_400_000;
  const slots = [3, 5, 7].map((hour) => new Date(day + hour * 3_600_000).toISOString());
  const accepts = [];
  for (const application of applications) {
    const invited = await client.send(inviteToInterview, {
      params: { id: application.id },
      body: { schedules: slots, invitation_type: 'online', location: null, url: null, notes: null },
      token: staff.token,
    });
    if (invited.status !== 200) throw new Error(`Inviting to an interview answered ${invited.status}`);
    const token = talents.find((talent) => talent.id === application.talentId)?.token ?? '';
    accepts.push({
      token,
      applicationId: application.id,
      scheduleId: invited.data.stage_info.schedules_id,
      date: invited.data.stage_info.schedules.time_2,
    });
  }

  const quizzes: QuizRun[] = [];
  let answersLeft = counts.answers;
  for (const quizId of seededTestIds.quizzes) {
    for (const talent of talents) {
      if (answersLeft === 0) break;
      const started = await client.send(startAssessmentAttempt, {
        body: { talent_id: talent.id, assessment_id: quizId },
        token: talent.token,
      });
      if (started.status !== 200) throw new Error(`Starting a quiz answered ${started.status}`);
      const answers = Math.min(answersLeft, started.data.question_count);
      answersLeft -= answers;
      quizzes.push({
        token: talent.token,
        attemptId: started.data.attempt_id,
        question: started.data.question,
        answers,
      });
    }
  }
  return { applies, accepts, quizzes };
}

async function signIn(client: RetryingClient, email: string): Promise<Talent> {
  const answer = await client.send(signin, {
    body: { email, password: demoPassword },
    headers: { [accountHeaders.source]: signupSources.marketplace },
  });
  if (answer.status !== 200) throw new Error(`Signing in ${email} answered ${answer.status}`);
  return { id: answer.data.id, token: answer.data.token };
}

export function writeCount(plan: WritePlan): number {
  return (
    plan.applies.length + plan.accepts.length + plan.quizzes.reduce((sum, quiz) => sum + quiz.answers, 0)
  );
}

/**
 * Sends every write of the plan from `workers` clients at once, the three kinds mixed, each
 * retried until answered; `onAcknowledged` hears of each 2xx as it comes.
 */
export async function sendWrites(
  plan: WritePlan,
  client: RetryingClient,
  options: { workers: number; onAcknowledged: () => void },
): Promise<Acknowledged> {
  const acknowledged: Acknowledged = { applies: [], accepts: [], answers: [], refused: [] };
  const settle = (what: string, status: number, message: string | undefined, ok: () => void) => {
    if (status < 300) {
      ok();
      options.onAcknowledged();
    } else acknowledged.refused.push(`${what}: ${status} ${message ?? ''}`);
  };

  const applyTasks = plan.applies.map(({ talent, jobId }) => async () => {
    const answer = await client.send(applyToJob, {
      params: { id: jobId },
      body: { product_id: jobId, talent_id: talent.id },
      token: talent.token,
    });
    settle(`apply ${talent.id}/${jobId}`, answer.status, answer.meta?.message, () =>
      acknowledged.applies.push({ talentId: talent.id, jobId }),
    );
  });
  const acceptTasks = plan.accepts.map((accept) => async () => {
    const answer = await client.send(acceptInterview, {
      body: { id: accept.scheduleId, role_talent_id: accept.applicationId, interview_date: accept.date },
      token: accept.token,
    });
    settle(`accept ${accept.applicationId}`, answer.status, answer.meta?.message, () =>
      acknowledged.accepts.push({ applicationId: accept.applicationId, date: accept.date }),
    );
  });
  const quizTasks = plan.quizzes.map((quiz) => async () => {
    let question: Question | null = quiz.question;
    for (let answered = 0; answered < quiz.answers && question; answered += 1) {
      const current: Question = question;
      const optionId = current.options[0]?.id ?? 0;
      const answer = await client.send(answerAssessmentQuestion, {
        body: { attempt_id: quiz.attemptId, question_id: current.id, option_id: optionId, duration: 1 },
        token: quiz.token,
      });
      settle(`answer ${quiz.attemptId}/${current.id}`, answer.status, answer.meta?.message, () =>
        acknowledged.answers.push({ attemptId: quiz.attemptId, questionId: current.id, optionId }),
      );
      question = answer.status < 300 ? answer.data.question : null;
    }
  });
  const tasks = interleave([applyTasks, acceptTasks, quizTasks]);
  let next = 0;
  await Promise.all(
    Array.from({ length: options.workers }, async () => {
      for (let task = tasks[next++]; task; task = tasks[next++]) await task();
    }),
  );
  return acknowledged;
}

function interleave<T>(lists: T[][]): T[] {
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) =>
    lists.flatMap((list) => (i < list.length ? [list[i] as T] : [])),
  ).flat();
}

/** Compares what the server acknowledged with what the database holds. */
export async function checkWrites(db: Database, acknowledged: Acknowledged): Promise<WriteCheck> {
  const lost: string[] = [];
  const doubled: string[] = [];

  const applications = await db.execute<{ talent_id: number; job_id: number; rows: number }>(
    sql`select talent_id, job_id, count(*)::int as rows from job_applications group by talent_id, job_id`,
  );
  const applied = new Map(
    applications.rows.map((row) => [`${row.talent_id}/${row.job_id}`, Number(row.rows)]),
  );
  for (const { talentId, jobId } of acknowledged.applies) {
    const rows = applied.get(`${talentId}/${jobId}`) ?? 0;
    if (rows === 0) lost.push(`apply ${talentId}/${jobId}`);
    if (rows > 1) doubled.push(`apply ${talentId}/${jobId}`);
  }

  // Invited is version 1 with one history entry; the confirmation is version 2 with the second.
  const processes = await db.execute<{
    application_id: number;
    state: string;
    version: number;
    events: number;
    interview_date: Date | null;
  }>(sql`
    select p.application_id, p.state, p.version,
      (select count(*)::int from hiring_events e where e.application_id = p.application_id) as events,
      s.interview_date
    from hiring_processes p left join interview_schedules s on s.id = p.schedule_id`);
  const processOf = new Map(processes.rows.map((row) => [Number(row.application_id), row]));
  for (const { applicationId, date } of acknowledged.accepts) {
    const process = processOf.get(applicationId);
    const confirmed =
      process?.state === 'interview_confirmed' &&
      new Date(process.interview_date ?? 0).getTime() === new Date(date).getTime();
    if (!confirmed) lost.push(`accept ${applicationId}`);
    if (process && (process.version > 2 || process.events > 2)) doubled.push(`accept ${applicationId}`);
  }

  const answers = await db.execute<{ attempt_id: number; question_id: number; option_id: number | null }>(
    sql`select attempt_id, question_id, option_id from test_attempt_answers`,
  );
  const answered = new Map(
    answers.rows.map((row) => [`${row.attempt_id}/${row.question_id}`, row.option_id]),
  );
  for (const { attemptId, questionId, optionId } of acknowledged.answers) {
    if (answered.get(`${attemptId}/${questionId}`) !== optionId)
      lost.push(`answer ${attemptId}/${questionId}`);
  }
  const attempts = await db.execute<{ id: number; next_position: number; answers: number }>(sql`
    select a.id, a.next_position,
      (select count(*)::int from test_attempt_answers r where r.attempt_id = a.id) as answers
    from test_attempts a`);
  for (const attempt of attempts.rows) {
    // An answer counted twice moves the attempt on more questions than it holds answers for.
    if (attempt.next_position - 1 > attempt.answers) doubled.push(`attempt ${attempt.id} moved twice`);
  }

  const partial = [
    ...processes.rows
      .filter((process) => process.version !== process.events)
      .map(
        (process) =>
          `hiring ${process.application_id}: version ${process.version}, ${process.events} history entries`,
      ),
    ...attempts.rows
      .filter((attempt) => attempt.next_position - 1 < attempt.answers)
      .map((attempt) => `attempt ${attempt.id}: at ${attempt.next_position} with ${attempt.answers} answers`),
  ];
  const total = acknowledged.applies.length + acknowledged.accepts.length + acknowledged.answers.length;
  return { acknowledged: total, lost, doubled, partial };
}
