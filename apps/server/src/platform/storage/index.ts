import type { AppConfig } from '../../env.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export { createLocalStorage } from './local-storage.ts';
export { type MultipartInput, type MultipartSpec, readMultipart, type UploadedFile } from './multipart.ts';
export { createS3Storage, type S3Settings } from './s3-storage.ts';
export type { Storage, StoredFile, UploadRules } from './storage.ts';

/** The S3-compatible store when S3_* is configured, the folder `DATA_DIR/uploads` otherwise. */
export function storageFor(config: AppConfig): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir);
}
