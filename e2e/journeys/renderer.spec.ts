import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The product was asked for with React, and React DOM renders it (decision 0108): the build's source
 * maps name every module each chunk was made of, so a renderer swapped in by an alias shows here.
 */
const assets = join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist', 'assets');

function modulesOfBuild(): string[] {
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap(
      (file) => (JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[] }).sources,
    );
}

test('the built app is rendered by React DOM, with no module of Preact', () => {
  const modules = modulesOfBuild();
  expect(modules.length, 'the build has source maps to read').toBeGreaterThan(100);
  expect(modules.filter((module) => /node_modules\/preact\//.test(module))).toEqual([]);
  expect(modules.some((module) => /node_modules\/react-dom\/cjs\/react-dom-client\./.test(module))).toBe(
    true,
  );
});
