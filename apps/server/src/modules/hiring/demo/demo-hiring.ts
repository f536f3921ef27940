import { type Database, hiringProcesses, jobApplications, jobs, users } from '@talent/db';
import { and, asc, eq, notExists } from 'drizzle-orm';
import { createEventPublisher } from '../../../platform/events/events.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import type { Command } from '../hiring.machine.ts';
import { createHiringRepository } from '../hiring.repository.ts';
import { createHiringService } from '../hiring.service.ts';
import { createMarketplaceRepository } from '../marketplace.repository.ts';

const day = 86_400_000;

/** 10:00 in Jakarta (03:00 UTC), `days` after `now`. */
function jakartaTen(now: Date, days: number, hour = 10): Date {
  const date = new Date(now.getTime() + days * day);
  return new Date(`${date.toISOString().slice(0, 10)}T${String(hour - 7).padStart(2, '0')}:00:00.000Z`);
}

/**
 * The demo talent's hiring, one application per stage and state, so every activity modal opens
 * right after `npm start`. Each is walked there through the real state machine (the same commands
 * staff and the talent send), so the history, offers and negotiation read as they would.
 */
function demoWalks(now: Date): { label: string; steps: Command[] }[] {
  const slots = [jakartaTen(now, 3), jakartaTen(now, 3, 14), jakartaTen(now, 4)];
  const invite: Command = {
    type: 'invite',
    schedule: {
      slots,
      invitationType: 'online',
      location: null,
      url: 'https://meet.example.com/talent-demo',
      notes: 'Please prepare a short walk-through of a project you are proud of.',
      pic: 'Dewi Lestari (HR)',
    },
  };
  const confirm: Command = { type: 'confirmSlot', scheduleId: 0, at: jakartaTen(now, 3) };
  const offer: Command = {
    type: 'sendOffer',
    salary: 22_000_000,
    nettGross: 'gross',
    perksAndBenefits:
      'Private health insurance for you and your family, 14 days of paid leave, a yearly learning budget.',
  };
  const negotiate: Command = { type: 'negotiate', salary: 26_000_000, nettGross: 'gross' };
  return [
    { label: 'invitation waiting', steps: [invite] },
    {
      label: 'suggestion waiting',
      steps: [invite, { type: 'suggestTime', scheduleId: 0, at: jakartaTen(now, 6) }],
    },
    { label: 'confirmed interview', steps: [invite, confirm] },
    { label: 'offer waiting', steps: [invite, confirm, offer] },
    { label: 'negotiation waiting', steps: [invite, confirm, offer, negotiate] },
    {
      label: 'negotiation answered',
      steps: [
        invite,
        confirm,
        offer,
        negotiate,
        { type: 'answerNegotiation', salary: 24_500_000, nettGross: 'gross' },
      ],
    },
    { label: 'offer accepted', steps: [invite, confirm, offer, { type: 'acceptOffer' }] },
    {
      label: 'accepted',
      steps: [
        invite,
        confirm,
        offer,
        { type: 'acceptOffer' },
        { type: 'recordOutcome', outcome: 'accepted', reasonId: null, notes: null },
      ],
    },
    {
      label: 'not continued (talent)',
      steps: [invite, { type: 'reject', reasonId: 1, notes: null }],
    },
    {
      label: 'not continued (company)',
      steps: [
        invite,
        confirm,
        {
          type: 'recordOutcome',
          outcome: 'not_continued',
          reasonId: 104,
          notes: 'Thank you for your time; we chose a candidate with more payments experience.',
        },
      ],
    },
  ];
}

/** Talent-side commands act as the talent; the rest as staff. */
const talentCommands: readonly Command['type'][] = [
  'confirmSlot',
  'suggestTime',
  'reject',
  'acceptOffer',
  'negotiate',
  'acceptNegotiation',
];

/** Runs once: a demo talent who already has hiring activity is left as they are. */
export async function seedDemoHiring(db: Database, storage: Storage, now = new Date()): Promise<void> {
  const [talent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'talent@example.com'));
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@example.com'));
  if (!talent) return;
  const [existing] = await db
    .select({ id: hiringProcesses.applicationId })
    .from(hiringProcesses)
    .where(eq(hiringProcesses.talentId, talent.id))
    .limit(1);
  if (existing) return;

  const walks = demoWalks(now);
  const openJobs = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.isOpen, true),
        notExists(
          db
            .select({ id: jobApplications.id })
            .from(jobApplications)
            .where(and(eq(jobApplications.jobId, jobs.id), eq(jobApplications.talentId, talent.id))),
        ),
      ),
    )
    .orderBy(asc(jobs.id))
    .limit(walks.length);
  if (openJobs.length < walks.length) return;

  const applications = await db
    .insert(jobApplications)
    .values(
      openJobs.map((job, index) => ({
        talentId: talent.id,
        jobId: job.id,
        appliedAt: new Date(now.getTime() - (30 - index) * day),
      })),
    )
    .returning({ id: jobApplications.id });

  const repository = createHiringRepository(db);
  const service = createHiringService({
    repository,
    now: () => now,
    events: createEventPublisher(() => {}),
    storage,
  });
  for (const [index, walk] of walks.entries()) {
    const applicationId = applications[index]?.id;
    if (applicationId === undefined) continue;
    for (const step of walk.steps) {
      const actor = talentCommands.includes(step.type) ? { talentId: talent.id } : 'staff';
      const current = await service.activity(applicationId, 'staff').catch(() => null);
      const scheduleId = current?.stage_info.schedules_id ?? 0;
      const command =
        step.type === 'confirmSlot' || step.type === 'suggestTime' ? { ...step, scheduleId } : step;
      await service.run(applicationId, actor, command);
    }
  }
  if (staff) await service.assignAdvocate(talent.id, staff.id);
  // Active in the marketplace, so the dashboard's timeline shows its middle step with a date.
  await createMarketplaceRepository(db).set(talent.id, {
    status: 5,
    activeUntil: new Date(now.getTime() + 60 * day),
    updatedAt: now,
  });
}
