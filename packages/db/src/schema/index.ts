export * from './accounts.ts';
export * from './hiring.ts';
export * from './jobs.ts';
export * from './master-data.ts';
export * from './notifications.ts';
export * from './platform.ts';
export * from './profile.ts';
export * from './salary.ts';
