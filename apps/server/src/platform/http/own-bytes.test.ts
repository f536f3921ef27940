import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ownBytes } from './own-bytes.ts';

describe('bytes of their own', () => {
  it("hold a compressed answer's bytes alone, not the output chunk compression wrote them into", () => {
    const answer = JSON.stringify(Array.from({ length: 100 }, (_, id) => ({ id, name: `Engineer ${id}` })));
    for (const compressed of [brotliCompressSync(answer), gzipSync(answer)]) {
      expect(compressed.buffer.byteLength).toBeGreaterThan(compressed.byteLength);
      const own = ownBytes(compressed);
      expect(own.equals(compressed)).toBe(true);
      expect(own.buffer.byteLength).toBe(compressed.byteLength);
    }
  });
});
