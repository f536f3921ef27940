/** `npm run lint` (second half): fails when a file imports across a boundary docs/ARCHITECTURE.md draws. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boundaryViolation, declaredImportsOf, importsOf } from './boundaries.mjs';

const root = join(import.meta.dirname, '..');
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter(Boolean);

const problems = files.flatMap((file) => {
  let source;
  try {
    source = readFileSync(join(root, file), 'utf8');
  } catch {
    return [];
  }
  const typeOnly = new Set(
    declaredImportsOf(source)
      .filter((declared) => declared.typeOnly)
      .map((declared) => declared.specifier),
  );
  const valueImports = new Set(
    declaredImportsOf(source)
      .filter((declared) => !declared.typeOnly)
      .map((declared) => declared.specifier),
  );
  return importsOf(source).flatMap((specifier) => {
    const reason = boundaryViolation(
      file,
      specifier,
      typeOnly.has(specifier) && !valueImports.has(specifier),
    );
    return reason ? [`${file}: ${reason} ("${specifier}")`] : [];
  });
});

if (problems.length > 0) {
  console.error(`Import boundaries broken:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Import boundaries hold across ${files.length} files.`);
