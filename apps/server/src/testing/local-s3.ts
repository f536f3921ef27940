import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../platform/storage/s3-storage.ts';

export interface LocalS3 {
  /** How to reach its one bucket, as the S3_* variables would say it. */
  settings: S3Settings;
  /** Every object in the bucket, read from the store's side. */
  objectKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, keeping objects in a temporary folder) on loopback, with
 * one empty bucket. It checks request signatures, so wrong credentials fail as they would on S3.
 */
export async function startLocalS3(options: { port?: number } = {}): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'talent-local-s3-'));
  const bucket = 'talent-uploads';
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // The one account s3rver knows.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    objectKeys: async () => (await server.store.listObjects(bucket, {})).objects.map(({ key }) => key),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
