import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';

export const demoPassword = 'Demo!2026';

/**
 * argon2id hash of `Demo!2026`, computed once so seeding needs no hashing library and stays fast.
 * It verifies like any other stored hash; the password is public on purpose (README, start log).
 */
export const demoPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$dPwzB4Y6U2dW9MvbMie5sw$bVXTGAVEgkrspNxo7LDzeSTYBTq9LeRk4bTJMWPuB8o';

type NewUser = typeof users.$inferInsert;

interface DemoAccount {
  email: string;
  purpose: string;
  row: Omit<NewUser, 'email' | 'passwordHash'>;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'talent@example.com',
    purpose: 'onboarded talent, activity in every hiring stage',
    row: {
      type: 'talent',
      fullname: 'Rina Kartika Sari',
      phone: '+62 812 3456 7890',
      onboarded: true,
      onboardingLastPage: 3,
    },
  },
  {
    email: 'onboarding@example.com',
    purpose: 'talent who stopped after onboarding step 1',
    row: {
      type: 'talent',
      fullname: 'Budi Santoso',
      phone: '+62 813 1111 2222',
      onboarded: false,
      onboardingLastPage: 1,
    },
  },
  {
    email: 'newpassword@example.com',
    purpose: 'talent made by staff, must create a password first',
    row: {
      type: 'talent',
      fullname: 'Dewi Lestari',
      phone: '+62 821 3333 4444',
      passwordCreated: false,
      onboarded: false,
      onboardingLastPage: 0,
    },
  },
  {
    email: 'staff@example.com',
    purpose: 'staff: drives the employer and staff side through the staff API',
    row: { type: 'staff', fullname: 'Agus Pratama', phone: null, onboarded: true },
  },
  {
    email: 'employer@example.com',
    purpose: 'employer account, rejected by this app',
    row: { type: 'employer', fullname: 'Hendra Wijaya', phone: null, onboarded: true },
  },
];

/**
 * Creates the demo accounts that do not exist yet (verified, password `Demo!2026`) and answers
 * all five with their ids, so later seeds (the demo talent's profile and activity) can find them.
 */
export async function seedDemoAccounts(db: Database) {
  const verifiedAt = new Date();
  await db
    .insert(users)
    .values(
      demoAccounts.map((account) => ({
        ...account.row,
        email: account.email,
        passwordHash: demoPasswordHash,
        verifiedAt,
      })),
    )
    .onConflictDoNothing();
  const emails = demoAccounts.map((account) => account.email);
  const rows = await db
    .select({ id: users.id, email: users.email, type: users.type })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return demoAccounts.map((account) => {
    const row = rows.find((r) => r.email.toLowerCase() === account.email);
    if (!row) throw new Error(`Demo account ${account.email} is missing after seeding`);
    return {
      id: row.id,
      email: account.email,
      type: row.type,
      password: demoPassword,
      purpose: account.purpose,
    };
  });
}
