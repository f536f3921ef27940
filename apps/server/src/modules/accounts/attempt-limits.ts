import type { AttemptLimit } from '../../platform/limits/attempt-limits.ts';

/**
 * How many sign-in, reset and resend attempts are allowed, per IP address and per account, in a
 * fixed window. Per IP every attempt counts; per account, sign-in counts only failures (so a person
 * signing in often is never stopped) while reset and resend count every mail they would send.
 */
export interface AttemptLimits {
  signinPerIp: AttemptLimit;
  signinFailuresPerAccount: AttemptLimit;
  resetPerIp: AttemptLimit;
  resetPerAccount: AttemptLimit;
  resendPerIp: AttemptLimit;
  resendPerAccount: AttemptLimit;
}

const minute = 60_000;

export const defaultAttemptLimits: AttemptLimits = {
  signinPerIp: { limit: 100, windowMs: 15 * minute },
  signinFailuresPerAccount: { limit: 10, windowMs: 15 * minute },
  resetPerIp: { limit: 30, windowMs: 60 * minute },
  resetPerAccount: { limit: 5, windowMs: 60 * minute },
  resendPerIp: { limit: 30, windowMs: 60 * minute },
  resendPerAccount: { limit: 5, windowMs: 60 * minute },
};
