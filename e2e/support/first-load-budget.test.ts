import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetedPages, kilobytes, weighFirstLoad } from './first-load-budget.ts';

const [{ budget }] = budgetedPages;

const folder = mkdtempSync(join(tmpdir(), 'talent-first-load-'));

function file(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

describe('the first-load size check', () => {
  it('passes a page whose scripts and styles fit', async () => {
    const size = await weighFirstLoad(
      [
        file('login-page.js', 'export const page = "login";\n'.repeat(2000)),
        file('login-page.css', '.page { margin: 0 }\n'.repeat(2000)),
      ],
      budget,
    );
    expect(size.overBudget).toEqual([]);
    expect(size.scriptBytes).toBeGreaterThan(0);
    expect(size.scriptBytes).toBeLessThan(budget.scriptBytes);
    expect(size.styleBytes).toBeGreaterThan(0);
  });

  it('fails an oversized route and says by how much', async () => {
    // Random text barely compresses: 530 kB of it stays far above the gzip budget.
    const bloated = `export const chart = "${randomBytes(400_000).toString('base64')}";`;
    const styles = `.chart { background: url("${randomBytes(40_000).toString('base64')}") }`;
    const size = await weighFirstLoad(
      [
        file('react.js', 'export const react = 1;'),
        file('chart-page.js', bloated),
        file('chart-page.css', styles),
      ],
      budget,
    );
    expect(size.scriptBytes).toBeGreaterThan(budget.scriptBytes);
    const over = (budget: number) => `over ${kilobytes(budget)} by `;
    expect(size.overBudget).toEqual([
      expect.stringContaining(over(budget.scriptBytes)),
      expect.stringContaining(over(budget.styleBytes)),
    ]);
    expect(size.overBudget[0]).toMatch(/^JavaScript .* gzip, /);
    expect(size.overBudget[1]).toMatch(/^CSS .* gzip, /);
  });
});
