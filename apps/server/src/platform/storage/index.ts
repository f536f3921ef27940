export { createLocalStorage, uploadMessages } from './local-storage.ts';
export { type MultipartInput, type MultipartSpec, readMultipart } from './multipart.ts';
export type { Storage, StoredFile, UploadRules } from './storage.ts';
