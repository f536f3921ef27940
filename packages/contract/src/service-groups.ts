/**
 * Every call in the spec belongs to a service group. The web app keeps one map from group to
 * base URL (runtime configuration); by default our server serves every group under `/api`.
 */
export const serviceGroups = [
  'auth',
  'master',
  'talentV1',
  'talentV2',
  'talentV3',
  'appV1',
  'survey',
  'employer',
  'transactions',
  'mailer',
  'media',
  'chat',
  'staff',
] as const;

export type ServiceGroup = (typeof serviceGroups)[number];

export const defaultServiceBases: Record<ServiceGroup, string> = {
  auth: '/api/auth',
  master: '/api/master',
  talentV1: '/api/talent/v1',
  talentV2: '/api/talent/v2',
  talentV3: '/api/talent/v3',
  appV1: '/api/app/v1',
  survey: '/api/survey',
  employer: '/api/employer',
  transactions: '/api/transactions',
  mailer: '/api/mailer',
  media: '/api/media',
  chat: '/api/chat',
  staff: '/api/staff',
};
