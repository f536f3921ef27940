import type { Referral } from '@talent/contract';
import type { ReferralRow } from './referral.repository.ts';

export function referralOf(row: ReferralRow): Referral {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.joinedAt ? 'joined' : 'invited',
    invited_at: row.createdAt.toISOString(),
    joined_at: row.joinedAt?.toISOString() ?? null,
  };
}
