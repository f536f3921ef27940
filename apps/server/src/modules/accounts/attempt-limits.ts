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
  /**
   * Failures to one account from devices without its device cookie, whatever their addresses:
   * the bound on guessing from many addresses (decision 0110). Full, only known devices get in.
   */
  signinFailuresPerAccountFromUnknownDevices: AttemptLimit;
  /** A known device that keeps failing waits like an unknown one, so a stolen cookie buys little. */
  knownDeviceFailureDelay: FailureDelay;
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
  signinFailuresPerAccountFromUnknownDevices: { limit: 20, windowMs: hour },
  knownDeviceFailureDelay: {
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
