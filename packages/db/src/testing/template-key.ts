import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const packageRoot = join(import.meta.dirname, '..', '..');

/** What a migrated, seeded template is made of: the migrations and the seed code with its lists. */
const templateSources = ['drizzle', join('src', 'seed')];

/**
 * A short hash of everything that shapes the template, so a changed migration or seed list builds
 * a new template while unchanged code reuses the one already built (also across test runs).
 */
export async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of templateSources) {
    for (const file of await listFiles(join(packageRoot, source))) {
      hash.update(relative(packageRoot, file));
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
