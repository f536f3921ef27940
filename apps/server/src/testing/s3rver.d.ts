/** The few parts of @20minutes/s3rver (untyped) that the local S3-compatible test store uses. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: Array<{ name: string }>;
  }

  interface StoredObject {
    key: string;
    size: number;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    store: {
      listObjects(bucket: string, options: Record<string, never>): Promise<{ objects: StoredObject[] }>;
    };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
