import type { AttemptLimit, FailureDelay } from '../../platform/limits/attempt-limits.ts';

/**
 * How many account attempts are allowed (decisions 0022 and 0026). Sign-in never locks an account:
 * failures from one address make that address wait longer and longer for that account, so a
 * stranger who knows the email cannot keep its owner out, and the owner gets a mail once
 * failures pile up. Per address only failures count, so people behind one shared address who
 * sign in successfully are never stopped. Sign-up, reset and resend count every request (each
 * may send a mail), whether or not the account exists, so the limit reveals nothing either.
 */
export interface AttemptLimits {
  signinFailuresPerIp: AttemptLimit;
  signinFailureDelay: FailureDelay;
  /** After this many failures on one account in the window, its owner is told (once per window). */
  signinFailuresBeforeOwnerMail: AttemptLimit;
  signupPerIp: AttemptLimit;
  signupPerAccount: AttemptLimit;
  /** At most one "someone tried to sign up with your email" mail per account in this window. */
  signupTakenMailEveryMs: number;
  resetPerIp: AttemptLimit;
  resetPerAccount: AttemptLimit;
  resendPerIp: AttemptLimit;
  resendPerAccount: AttemptLimit;
}

const minute = 60_000;
const hour = 60 * minute;

export const defaultAttemptLimits: AttemptLimits = {
  signinFailuresPerIp: { limit: 100, windowMs: 15 * minute },
  signinFailureDelay: {
    freeFailures: 5,
    firstDelayMs: 30_000,
    longestDelayMs: 15 * minute,
    forgetAfterMs: 24 * hour,
  },
  signinFailuresBeforeOwnerMail: { limit: 10, windowMs: hour },
  signupPerIp: { limit: 100, windowMs: hour },
  signupPerAccount: { limit: 5, windowMs: hour },
  signupTakenMailEveryMs: hour,
  resetPerIp: { limit: 30, windowMs: hour },
  resetPerAccount: { limit: 5, windowMs: hour },
  resendPerIp: { limit: 30, windowMs: hour },
  resendPerAccount: { limit: 5, windowMs: hour },
};
