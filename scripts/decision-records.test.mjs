import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The shape docs/decisions/README.md asks of every record, checked so it stays true as records land. */
const folder = join(import.meta.dirname, '..', 'docs', 'decisions');
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));
const index = readFileSync(join(folder, 'README.md'), 'utf8');

/** The block right under the title: its lines up to the first blank one. */
function openingOf(text) {
  const lines = text.split('\n').slice(1);
  const start = lines.findIndex((line) => line.trim() !== '');
  const end = lines.findIndex((line, at) => at > start && line.trim() === '');
  return lines.slice(start, end === -1 ? undefined : end);
}

describe('decision records', () => {
  it('are numbered once each, and the title carries the file number', () => {
    const numbers = records.map(({ name }) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
    // The first records were titled `# 1. …`, the later ones `# 0101 …`: either way, the file's number.
    for (const { name, text } of records) {
      expect(Number(/^# (\d+)/.exec(text)?.[1]), name).toBe(Number(name.slice(0, 4)));
    }
  });

  it('open with a summary of three bullets under the title', () => {
    const offenders = records
      .filter(({ text }) => {
        const opening = openingOf(text);
        const bullets = opening.filter((line) => line.startsWith('- ')).length;
        const strays = opening.filter((line) => !line.startsWith('- ') && !line.startsWith('  '));
        return bullets !== 3 || strays.length > 0;
      })
      .map(({ name }) => name);
    expect(offenders).toEqual([]);
  });

  it('are each listed in the index with a link to their file', () => {
    const unlisted = records.filter(({ name }) => !index.includes(`(${name})`)).map(({ name }) => name);
    expect(unlisted).toEqual([]);
  });
});
