export * from './accounts.ts';
export * from './client-errors.ts';
export * from './endpoint.ts';
export * from './envelope.ts';
export * from './master-data.ts';
export * from './profile.ts';
export * from './profile-rules.ts';
export * from './service-groups.ts';
