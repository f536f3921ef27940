/** What the app takes from the referral feature: its page. */
export { referralRoutes } from './routes';
