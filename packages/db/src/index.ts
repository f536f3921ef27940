export * from './advisory-lock.ts';
export * from './client.ts';
export * from './migrate.ts';
export * from './prepared-query.ts';
export * from './schema/index.ts';
export * as schema from './schema/index.ts';
export * from './seed/demo-accounts.ts';
export * from './seed/index.ts';
