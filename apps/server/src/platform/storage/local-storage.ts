import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { notFound } from '../errors/app-error.ts';
import type { Storage, StoredFile, UploadRules } from './storage.ts';
import { isStorageKey, receiveUpload } from './upload-checks.ts';

/** Keeps uploads as files in one folder, named by a random id and the extension of their real type. */
export function createLocalStorage(folder: string): Storage {
  return {
    async ready(): Promise<void> {
      await mkdir(folder, { recursive: true });
    },

    async save(content: Readable, rules: UploadRules): Promise<StoredFile> {
      await mkdir(folder, { recursive: true });
      let partial: string | undefined;
      try {
        const stored = await receiveUpload(content, rules, (key) => {
          partial = join(folder, `${key}.partial`);
          return createWriteStream(partial);
        });
        // Renamed only when complete, so a reader never sees half a file under its key.
        await rename(join(folder, `${stored.key}.partial`), join(folder, stored.key));
        return stored;
      } catch (error) {
        if (partial) await rm(partial, { force: true });
        throw error;
      }
    },

    async open(key: string): Promise<Readable> {
      const path = pathOf(folder, key);
      if (!path || !(await stat(path).catch(() => null))) throw notFound('File not found');
      return createReadStream(path);
    },

    async remove(key: string): Promise<void> {
      const path = pathOf(folder, key);
      if (path) await rm(path, { force: true });
    },
  };
}

function pathOf(folder: string, key: string): string | null {
  return isStorageKey(key) ? join(folder, key) : null;
}
