import type { Database } from '@talent/db';
import type { AppConfig } from '../env.ts';
import type { Storage } from './storage/storage.ts';

/** What the platform hands every feature module when it registers its routes. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  storage: Storage;
}
