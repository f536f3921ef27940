import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** When a talent finished or skipped the product tour; no row means not yet. */
export const talentTours = pgTable('talent_tours', {
  talentId: integer('talent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  doneAt: at('done_at').notNull(),
});

/** The milestones a talent has seen reached; whether one is reached is read from the features. */
export const talentMilestones = pgTable(
  'talent_milestones',
  {
    talentId: integer('talent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    milestoneId: smallint('milestone_id').notNull(),
    acknowledgedAt: at('acknowledged_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.talentId, t.milestoneId] }),
    // The contract's six milestones.
    check('talent_milestones_known', sql`${t.milestoneId} between 1 and 6`),
  ],
);
