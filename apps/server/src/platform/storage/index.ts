export { createLocalStorage, uploadMessages } from './local-storage.ts';
export { type MultipartInput, type MultipartSpec, readMultipart, type UploadedFile } from './multipart.ts';
export type { Storage, StoredFile, UploadRules } from './storage.ts';
