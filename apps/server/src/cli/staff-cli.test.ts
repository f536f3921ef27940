import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getActivity, listChatMessages, questionBankMessages } from '@talent/contract';
import { demoPassword, jobApplications, jobs, seedDemoAccounts } from '@talent/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedIn, type TestApp } from '../testing/test-app.ts';
import { runStaffCli } from './staff-cli.ts';
import { timeOf } from './staff-commands.ts';

let server: TestApp;
let baseUrl: string;
let talent: SignedIn;
let applicationId: number;

async function staff(...argv: string[]) {
  const lines: string[] = [];
  const code = await runStaffCli({
    baseUrl,
    email: 'staff@example.com',
    password: demoPassword,
    argv,
    print: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

/** "YYYY-MM-DD HH:mm" `days` from the test clock's now. */
function jakartaDay(days: number, time: string): string {
  const day = new Date(server.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day} ${time}`;
}

beforeAll(async () => {
  server = await createTestApp();
  await seedDemoAccounts(server.db);
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  talent = await server.signInAs('talent@example.com');
  const [job] = await server.db
    .insert(jobs)
    .values({
      companyId: 2,
      positionId: 101,
      positionCategoryId: 1,
      positionLevelId: 4,
      cityId: 1,
      workingSystemId: 1,
    })
    .returning({ id: jobs.id });
  const [application] = await server.db
    .insert(jobApplications)
    .values({ talentId: talent.id, jobId: job?.id ?? 0 })
    .returning({ id: jobApplications.id });
  applicationId = application?.id ?? 0;
});

afterAll(async () => {
  await server?.close();
});

describe('npm run staff', () => {
  it('signs in as staff over HTTP and invites with three Jakarta times', async () => {
    const times = [jakartaDay(3, '10:00'), jakartaDay(3, '14:00'), jakartaDay(4, '09:30')];
    const { code, output } = await staff(
      'invite',
      String(applicationId),
      ...times,
      '--pic',
      'Rina',
      '--type',
      'onsite',
    );
    expect(code).toBe(0);
    expect(output).toContain('Success');
    const seen = await server.inject(getActivity, { params: { id: applicationId } }, { token: talent.token });
    expect(seen.body.data.stage_info).toMatchObject({
      type: 'ACTION',
      pic: 'Rina',
      invitation_type: { name: 'Onsite Interview' },
    });
    expect(seen.body.data.stage_info.schedules?.time_1).toBe(timeOf(times[0]));
    expect(timeOf(jakartaDay(3, '10:00'))).toMatch(/T03:00:00\.000Z$/);
  });

  it('says what the server refused, and exits 1', async () => {
    const { code, output } = await staff('offer', String(applicationId), '20.000.000', 'gross');
    expect(code).toBe(1);
    expect(output).toContain('A job offer follows a confirmed interview');
  });

  it('explains its usage on a wrong command, and exits 2', async () => {
    expect(await staff('promote', '1')).toMatchObject({
      code: 2,
      output: expect.stringContaining('Usage: npm run staff'),
    });
    expect((await staff('offer', String(applicationId), '20000000', 'monthly')).output).toContain(
      'Say nett or gross',
    );
  });

  it("prints a talent's whole profile", async () => {
    const { code, output } = await staff('talent', String(talent.id));
    expect(code).toBe(0);
    expect(JSON.parse(output)).toMatchObject({ id: talent.id, email: 'talent@example.com', type: 'talent' });
  });

  it('refuses to run as someone who is not staff', async () => {
    const lines: string[] = [];
    const code = await runStaffCli({
      baseUrl,
      email: 'talent@example.com',
      password: demoPassword,
      argv: ['close-job', '1'],
      print: (line) => lines.push(line),
    });
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain('is not a staff account');
  });

  it('adds a quiz from a JSON file, lists it, and refuses a file it cannot use', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'staff-cli-'));
    const quiz = join(folder, 'quiz.json');
    writeFileSync(
      quiz,
      JSON.stringify({
        name: 'Terminal Basics',
        description: 'Moving around a Unix shell.',
        duration_seconds: 300,
        pass_percent: 60,
        questions: [
          {
            text: 'Which command lists a folder?',
            options: [
              { text: 'ls', correct: true },
              { text: 'cd', correct: false },
            ],
          },
        ],
      }),
    );
    const added = await staff('add-test', quiz);
    expect(added.code).toBe(0);
    expect(added.output).toContain(questionBankMessages.created);
    const listed = await staff('tests');
    expect(JSON.parse(listed.output)).toContainEqual(expect.objectContaining({ name: 'Terminal Basics' }));

    const broken = join(folder, 'broken.json');
    writeFileSync(broken, '{ "name": ');
    expect(await staff('add-test', broken)).toMatchObject({
      code: 2,
      output: expect.stringContaining('is not valid JSON'),
    });
    const backwards = await staff(
      'add-contest',
      '--name',
      'Shell Cup',
      '--starts',
      jakartaDay(2, '10:00'),
      '--ends',
      jakartaDay(1, '10:00'),
    );
    expect(backwards).toMatchObject({
      code: 1,
      output: expect.stringContaining(questionBankMessages.endsBeforeStart),
    });
  });
  it('answers a talent in the chat of the company they are in process with', async () => {
    const listed = await staff('chats', '--talent', String(talent.id));
    expect(listed.code).toBe(0);
    const conversations = JSON.parse(listed.output) as { id: number; kind: string }[];
    const company = conversations.find((conversation) => conversation.kind === 'company');
    expect(company).toBeDefined();
    const { code } = await staff('reply', String(company?.id), 'Thanks', 'for', 'applying!');
    expect(code).toBe(0);
    const thread = await server.inject(
      listChatMessages,
      { params: { id: talent.id, conversationId: company?.id ?? 0 }, query: {} },
      { token: talent.token },
    );
    expect(thread.body.data.at(-1)).toMatchObject({ sender: 'staff', body: 'Thanks for applying!' });
    expect(JSON.parse((await staff('chat-messages', String(company?.id))).output)).toHaveLength(1);
  });
});
