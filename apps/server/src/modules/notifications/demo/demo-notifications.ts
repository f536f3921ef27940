import { type Database, notifications, users } from '@talent/db';
import { eq } from 'drizzle-orm';

/**
 * What the demo talent has been told, newest last, with how many hours ago: enough that the
 * overlay shows its 10 and View All has more, some already read. Runs once: a talent who already
 * has notifications is left as they are.
 */
const demoNotices: readonly {
  type: string;
  text: string;
  urlAction: string | null;
  hoursAgo: number;
  read: boolean;
}[] = [
  {
    type: 'system',
    text: 'Welcome to Talent! Complete your profile to get noticed by companies.',
    urlAction: '/talent/profile',
    hoursAgo: 720,
    read: true,
  },
  {
    type: 'job_alert',
    text: '12 new Backend Engineer jobs in Jakarta match your saved search.',
    urlAction: '/jobs',
    hoursAgo: 600,
    read: true,
  },
  {
    type: 'hiring',
    text: 'PT Tokopedia Digital reviewed your application for Senior Backend Engineer.',
    urlAction: '/talent/dashboard',
    hoursAgo: 480,
    read: true,
  },
  {
    type: 'certificate',
    text: 'Your Node.js assessment certificate is ready to view.',
    urlAction: '/talent/dashboard',
    hoursAgo: 400,
    read: true,
  },
  {
    type: 'referral',
    text: 'Andi Pratama joined Talent through your referral. Thank you!',
    urlAction: '/talent/refer',
    hoursAgo: 300,
    read: true,
  },
  {
    type: 'job_alert',
    text: '5 new Data Engineer jobs match your saved search.',
    urlAction: '/jobs',
    hoursAgo: 200,
    read: false,
  },
  {
    type: 'hiring',
    text: 'Gojek invited you to a technical interview for Software Engineer II.',
    urlAction: '/talent/dashboard',
    hoursAgo: 120,
    read: false,
  },
  {
    type: 'hiring',
    text: 'Your interview with Traveloka is confirmed for Thursday at 10:00.',
    urlAction: '/talent/dashboard',
    hoursAgo: 72,
    read: false,
  },
  {
    type: 'system',
    text: 'Rate your experience with your talent advocate: it takes a minute.',
    urlAction: '/talent/rating/1',
    hoursAgo: 48,
    read: false,
  },
  {
    type: 'hiring',
    text: 'Bukalapak sent you an offer for Backend Engineer. Review it before Friday.',
    urlAction: '/talent/dashboard',
    hoursAgo: 30,
    read: false,
  },
  {
    type: 'job_alert',
    text: '3 new remote Golang jobs were posted today.',
    urlAction: '/jobs',
    hoursAgo: 8,
    read: false,
  },
  {
    type: 'certificate',
    text: 'Your System Design assessment result is in: you passed with 87 points.',
    urlAction: '/talent/dashboard',
    hoursAgo: 2,
    read: false,
  },
];

export async function seedDemoNotifications(db: Database, now = new Date()): Promise<void> {
  const [talent] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'talent@example.com'));
  if (!talent) return;
  const [existing] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, talent.id))
    .limit(1);
  if (existing) return;
  await db.insert(notifications).values(
    demoNotices.map(({ type, text, urlAction, hoursAgo, read }) => {
      const at = new Date(now.getTime() - hoursAgo * 3_600_000);
      return { userId: talent.id, type, text, urlAction, createdAt: at, readAt: read ? at : null };
    }),
  );
}
