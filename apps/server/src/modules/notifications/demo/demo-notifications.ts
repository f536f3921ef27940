import { type Database, notifications, users } from '@talent/db';
import { eq, sql } from 'drizzle-orm';

interface DemoNotice {
  type: string;
  text: string;
  urlAction: string;
  hoursAgo: number;
  read: boolean;
}

/** One of the demo talent's hiring activities, as the dashboard lists it. */
interface DemoActivity extends Record<string, unknown> {
  application_id: number;
  state: string;
  company: string;
  position: string;
}

/** One of the demo talent's certificates. */
interface DemoCertificate extends Record<string, unknown> {
  uid: string;
  name: string;
}

/** Where a notification about an activity leads: the dashboard, opening the activity's modal. */
const activityLink = (activity: DemoActivity, modal: number) =>
  `/talent/interviews?activity=${activity.application_id}&modal=${modal}`;

/** The listing with a saved search's words, newest first, as a job alert's notification links it. */
const listingLink = (search: string, location?: number) => {
  const params = new URLSearchParams({ sort: 'date', search });
  if (location !== undefined) params.set('location', String(location));
  return `/talent/job-opportunities?${params.toString()}`;
};

/** Jakarta in the master data (packages/db/src/seed). */
const jakarta = 1;

/**
 * What the demo talent has been told, newest last, with how many hours ago: enough that the overlay
 * shows its 10 and View All has more, some already read. Each names what the demo actually has (its
 * hiring activities and certificates) and leads to it, as the real notifications do: an activity's
 * opens its modal on the dashboard, a certificate's its page, a job alert's the listing searched.
 */
function demoNotices(activities: readonly DemoActivity[], certificates: readonly DemoCertificate[]) {
  const inState = (state: string) => activities.find((activity) => activity.state === state);
  const notices: (DemoNotice | null)[] = [];
  const about = (activity: DemoActivity | undefined, make: (activity: DemoActivity) => DemoNotice) =>
    notices.push(activity ? make(activity) : null);
  const [firstCertificate, secondCertificate] = certificates;
  const certificateNotice = (certificate: DemoCertificate, hoursAgo: number, read: boolean) => ({
    type: 'certificate',
    text: `You earned a certificate for ${certificate.name}. Share it with its id ${certificate.uid}.`,
    urlAction: `/talent/certificate/${certificate.uid}`,
    hoursAgo,
    read,
  });

  notices.push({
    type: 'system',
    text: 'Welcome to Talent! Complete your profile to get noticed by companies.',
    urlAction: '/talent/profile',
    hoursAgo: 720,
    read: true,
  });
  notices.push({
    type: 'job_alert',
    text: '12 new Backend Engineer jobs in Jakarta match your saved search.',
    urlAction: listingLink('backend engineer', jakarta),
    hoursAgo: 600,
    read: true,
  });
  about(inState('accepted'), (activity) => ({
    type: 'hiring',
    text: `Congratulations! ${activity.company} hired you as ${activity.position}.`,
    urlAction: activityLink(activity, 3),
    hoursAgo: 480,
    read: true,
  }));
  notices.push(firstCertificate ? certificateNotice(firstCertificate, 400, true) : null);
  notices.push({
    type: 'referral',
    text: 'Andi Pratama joined Talent through your referral. Thank you!',
    urlAction: '/talent/refer',
    hoursAgo: 300,
    read: true,
  });
  notices.push({
    type: 'job_alert',
    text: '5 new Data Engineer jobs match your saved search.',
    urlAction: listingLink('data engineer'),
    hoursAgo: 200,
    read: false,
  });
  about(inState('interview_invited'), (activity) => ({
    type: 'hiring',
    text: `${activity.company} invited you to an interview for ${activity.position}. Choose a schedule that suits you.`,
    urlAction: activityLink(activity, 1),
    hoursAgo: 120,
    read: false,
  }));
  about(inState('interview_confirmed'), (activity) => ({
    type: 'hiring',
    text: `Your interview with ${activity.company} for ${activity.position} is confirmed. See when and where.`,
    urlAction: activityLink(activity, 1),
    hoursAgo: 72,
    read: false,
  }));
  notices.push({
    type: 'system',
    text: 'Rate your experience with your talent advocate: it takes a minute.',
    urlAction: '/talent/rating/1',
    hoursAgo: 48,
    read: false,
  });
  about(inState('offer_sent'), (activity) => ({
    type: 'hiring',
    text: `${activity.company} sent you an offer for ${activity.position}. Review it and answer.`,
    urlAction: activityLink(activity, 2),
    hoursAgo: 30,
    read: false,
  }));
  notices.push({
    type: 'job_alert',
    text: '3 new remote Golang jobs were posted today.',
    urlAction: listingLink('golang'),
    hoursAgo: 8,
    read: false,
  });
  notices.push(secondCertificate ? certificateNotice(secondCertificate, 2, false) : null);
  return notices.filter((notice) => notice !== null);
}

/**
 * Runs once, after the demo's hiring and quizzes are seeded: a talent who already has notifications
 * is left as they are.
 */
export async function seedDemoNotifications(db: Database, now = new Date()): Promise<void> {
  const [talent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'talent@example.com'));
  if (!talent) return;
  const [existing] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, talent.id))
    .limit(1);
  if (existing) return;
  const [activities, certificates] = await Promise.all([
    db.execute<DemoActivity>(sql`
      select h.application_id, h.state, co.name as company, p.name as position
      from hiring_processes h
      join job_applications a on a.id = h.application_id
      join jobs j on j.id = a.job_id
      join companies co on co.id = j.company_id
      join positions p on p.id = j.position_id
      where h.talent_id = ${talent.id}
      order by h.application_id`),
    db.execute<DemoCertificate>(sql`
      select c.uid, t.name
      from certificates c
      join test_attempts ta on ta.id = c.attempt_id
      join tests t on t.id = ta.test_id
      where c.talent_id = ${talent.id}
      order by c.issued_at, c.id`),
  ]);
  await db.insert(notifications).values(
    demoNotices(activities.rows, certificates.rows).map(({ type, text, urlAction, hoursAgo, read }) => {
      const at = new Date(now.getTime() - hoursAgo * 3_600_000);
      return { userId: talent.id, type, text, urlAction, createdAt: at, readAt: read ? at : null };
    }),
  );
}
