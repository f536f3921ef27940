import {
  confirmEmailChange as confirmEmailChangeEndpoint,
  undoEmailChange as undoEmailChangeEndpoint,
  verifyEmail as verifyEmailEndpoint,
} from '@talent/contract';
import { callAccountEndpoint } from './account-call';

/** The calls behind the mails' single-use links; each answers the email the account now has. */
export async function verifyEmail(token: string) {
  return (await callAccountEndpoint(verifyEmailEndpoint, { query: { token } })).data;
}

export async function confirmEmailChange(token: string) {
  return (await callAccountEndpoint(confirmEmailChangeEndpoint, { body: { token } })).data;
}

export async function undoEmailChange(token: string) {
  return (await callAccountEndpoint(undoEmailChangeEndpoint, { body: { token } })).data;
}
