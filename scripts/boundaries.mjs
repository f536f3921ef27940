/**
 * The dependency rules of docs/ARCHITECTURE.md that a formatter's lint cannot express: which folder may
 * import which. Pure functions over (importing file, resolved target), so the rules are testable.
 */
import { dirname, join, normalize } from 'node:path/posix';

const webSrc = 'apps/web/src/';
const serverSrc = 'apps/server/src/';

/** Resolves an import specifier to a repository-relative path, or undefined for a package import. */
export function resolveImport(fromFile, specifier) {
  if (specifier.startsWith('.')) return normalize(join(dirname(fromFile), specifier));
  if (specifier.startsWith('@/') && fromFile.startsWith(webSrc))
    return normalize(join(webSrc, specifier.slice(2)));
  return undefined;
}

function webArea(path) {
  if (!path.startsWith(webSrc)) return undefined;
  const [area, name] = path.slice(webSrc.length).split('/');
  return { area, name };
}

function serverArea(path) {
  if (!path.startsWith(serverSrc)) return undefined;
  const [area, name, ...rest] = path.slice(serverSrc.length).split('/');
  return { area, name, inner: rest.join('/') };
}

/**
 * Server files that may use the database directly: repositories, the start script that opens and
 * migrates it, a module's demo seeding (`demo/`), tests and test harnesses.
 */
function mayTouchDatabase(file) {
  return (
    /\.repository\.ts$/.test(file) ||
    /\.test\.ts$/.test(file) ||
    file.includes('/testing/') ||
    file.includes('/demo/') ||
    file === `${serverSrc}start-server.ts`
  );
}

function databaseViolation(fromFile, specifier, typeOnly) {
  if (!fromFile.startsWith(serverSrc) || mayTouchDatabase(fromFile)) return undefined;
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return 'only a repository (*.repository.ts) imports drizzle-orm: move the query there';
  }
  const fromDatabase = specifier === '@talent/db' || specifier.startsWith('@talent/db/');
  // One module anatomy (decision 0030): a service is handed its repository, never the database.
  if (fromDatabase && fromFile.endsWith('.service.ts')) {
    return 'a service (*.service.ts) takes its repository, not @talent/db, even for types: ask the repository';
  }
  if (fromDatabase && !typeOnly) {
    return 'only a repository (*.repository.ts) uses @talent/db values (types are fine): move the query there';
  }
  return undefined;
}

/**
 * The broken rule as a sentence, or undefined when the import is allowed. `typeOnly` says the
 * import brings types alone (`import type`), which erase at build time.
 */
export function boundaryViolation(fromFile, specifier, typeOnly = false) {
  const database = databaseViolation(fromFile, specifier, typeOnly);
  if (database) return database;
  const test = /\.test\.tsx?$/.test(fromFile);
  const contractSource = fromFile.startsWith('packages/contract/') && !test;
  if (contractSource && !specifier.startsWith('.') && specifier !== 'zod' && !specifier.startsWith('zod/')) {
    return `the contract depends on zod alone, not "${specifier}"`;
  }
  const bundled = contractSource || (fromFile.startsWith('apps/web/src/') && !test);
  if (bundled && specifier === 'zod' && !typeOnly) {
    return 'code the browser loads uses "zod/mini": classic "zod" would put all of zod into every first load';
  }
  const target = resolveImport(fromFile, specifier);
  if (!target) return undefined;

  const from = webArea(fromFile);
  const to = webArea(target);
  if (from && to) {
    if (from.area === 'features' && to.area === 'features' && from.name !== to.name) {
      return `feature "${from.name}" imports feature "${to.name}": move the shared piece into components/ or lib/`;
    }
    if (from.area === 'features' && to.area === 'app')
      return 'a feature imports the app shell: the flow is shared -> features -> app';
    if (
      (from.area === 'components' || from.area === 'lib') &&
      (to.area === 'features' || to.area === 'app')
    ) {
      return `shared ${from.area}/ imports ${to.area}/: the flow is shared -> features -> app`;
    }
  }

  const fromServer = serverArea(fromFile);
  const toServer = serverArea(target);
  if (fromServer && toServer) {
    if (fromServer.area === 'platform' && toServer.area === 'modules')
      return 'the platform imports a feature module';
    const intoOtherModule =
      fromServer.area === 'modules' && toServer.area === 'modules' && fromServer.name !== toServer.name;
    if (intoOtherModule && !/^index\.ts$/.test(toServer.inner)) {
      return `module "${fromServer.name}" reaches into module "${toServer.name}": import its index.ts`;
    }
  }
  return undefined;
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

export function importsOf(source) {
  return [...source.matchAll(importPattern)].map((match) => match[1]);
}

const declarationPattern = /^\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

/**
 * Each static import or re-export with whether it brings types alone: `import type { A }`, or
 * braces holding only `type` names (`import { type A, type B }`).
 */
export function declaredImportsOf(source) {
  return [...source.matchAll(declarationPattern)].map(([, typeKeyword, clause = '', specifier]) => {
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    const allTyped =
      (names ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type ')) && names !== undefined;
    return { specifier, typeOnly: Boolean(typeKeyword) || allTyped };
  });
}
