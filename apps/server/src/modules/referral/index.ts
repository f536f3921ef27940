/** The referral module: a talent invites friends by mail and sees who joined. */

export { seedDemoReferrals } from './demo/demo-referrals.ts';
export { registerReferralRoutes } from './referral.routes.ts';
export { hasInvitedAFriend } from './referral-facts.repository.ts';
