import type { Readable } from 'node:stream';

/** What an upload must be: its real type (read from its first bytes) and its largest size. */
export interface UploadRules {
  /** MIME types accepted, as file-type names them: `application/pdf`, `image/png`, ... */
  types: readonly string[];
  maxBytes: number;
}

export interface StoredFile {
  /** Opaque name under which the storage keeps the file. */
  key: string;
  /** The type found in the content, never the one the client claimed. */
  mime: string;
  size: number;
}

/**
 * Where uploads live: a local folder by default, or an S3-compatible object store (chosen by the
 * configuration at start). `save` streams, so a large file is never held in memory, and it keeps
 * nothing of a file it refuses (wrong type, too large, interrupted).
 */
export interface Storage {
  /** Resolves once the storage can take files; rejects with a message that says what is wrong. */
  ready(): Promise<void>;
  save(content: Readable, rules: UploadRules): Promise<StoredFile>;
  open(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}
