import { describe, expect, it } from 'vitest';
import { boundaryViolation, declaredImportsOf, importsOf } from './boundaries.mjs';

describe('import boundaries', () => {
  it('stops one web feature from importing another', () => {
    expect(
      boundaryViolation(
        'apps/web/src/features/jobs/components/job-card.tsx',
        '../../hiring/api/get-activity',
      ),
    ).toMatch('feature "jobs" imports feature "hiring"');
    expect(
      boundaryViolation('apps/web/src/features/jobs/components/job-card.tsx', '../api/apply-to-job'),
    ).toBeUndefined();
  });

  it('keeps shared code and features from importing the app shell', () => {
    expect(boundaryViolation('apps/web/src/features/jobs/pages/list.tsx', '@/app/router')).toMatch(
      'app shell',
    );
    expect(boundaryViolation('apps/web/src/lib/http-client.ts', '../features/accounts/session')).toMatch(
      'shared lib/',
    );
    expect(boundaryViolation('apps/web/src/app/routes.tsx', '../features/jobs/pages/list')).toBeUndefined();
  });

  it('lets a server module use another only through its index.ts', () => {
    const from = 'apps/server/src/modules/hiring/hiring.service.ts';
    expect(boundaryViolation(from, '../accounts/accounts.repository.ts')).toMatch(
      'reaches into module "accounts"',
    );
    expect(boundaryViolation(from, '../accounts/index.ts')).toBeUndefined();
    expect(boundaryViolation('apps/server/src/platform/errors.ts', '../modules/jobs/index.ts')).toMatch(
      'platform',
    );
  });

  it('lets only repositories touch the database: drizzle-orm at all, @talent/db beyond types', () => {
    const service = 'apps/server/src/modules/jobs/jobs.service.ts';
    expect(boundaryViolation(service, 'drizzle-orm')).toMatch('only a repository');
    expect(boundaryViolation(service, 'drizzle-orm', true)).toMatch('only a repository');
    expect(boundaryViolation(service, 'drizzle-orm/pg-core', true)).toMatch('only a repository');
    expect(boundaryViolation(service, '@talent/db')).toMatch('takes its repository');
    expect(boundaryViolation(service, '@talent/db', true)).toMatch('takes its repository');
    const routes = 'apps/server/src/modules/jobs/jobs.routes.ts';
    expect(boundaryViolation(routes, '@talent/db')).toMatch('only a repository');
    expect(boundaryViolation(routes, '@talent/db', true)).toBeUndefined();
    expect(boundaryViolation('apps/server/src/platform/mail/mailer.ts', 'drizzle-orm')).toMatch(
      'only a repository',
    );
    for (const allowed of [
      'apps/server/src/modules/jobs/jobs.repository.ts',
      'apps/server/src/modules/jobs/jobs.routes.test.ts',
      'apps/server/src/testing/test-app.ts',
      'apps/server/src/modules/profile/demo/demo-profiles.ts',
      'apps/server/src/start-server.ts',
    ]) {
      expect(boundaryViolation(allowed, 'drizzle-orm')).toBeUndefined();
      expect(boundaryViolation(allowed, '@talent/db')).toBeUndefined();
    }
  });

  it('tells imports of types alone from imports of values', () => {
    const source = [
      "import type { Database } from '@talent/db';",
      "import { type SQL, type Column } from 'drizzle-orm';",
      "import { schema, type Database as Db } from '@talent/db/testing';",
      "export { listOptions } from './master-data.repository.ts';",
      "export type { Row } from './rows.ts';",
    ].join('\n');
    expect(declaredImportsOf(source)).toEqual([
      { specifier: '@talent/db', typeOnly: true },
      { specifier: 'drizzle-orm', typeOnly: true },
      { specifier: '@talent/db/testing', typeOnly: false },
      { specifier: './master-data.repository.ts', typeOnly: false },
      { specifier: './rows.ts', typeOnly: true },
    ]);
  });

  it('keeps the contract on zod alone', () => {
    expect(boundaryViolation('packages/contract/src/jobs.ts', 'zod/mini')).toBeUndefined();
    expect(boundaryViolation('packages/contract/src/endpoint.ts', 'zod/v4/core', true)).toBeUndefined();
    expect(boundaryViolation('packages/contract/src/jobs.ts', 'dayjs')).toMatch('zod alone');
    expect(boundaryViolation('packages/contract/src/jobs.test.ts', 'vitest')).toBeUndefined();
  });

  it('keeps classic zod out of what the browser loads', () => {
    expect(boundaryViolation('packages/contract/src/jobs.ts', 'zod')).toMatch('zod/mini');
    expect(boundaryViolation('apps/web/src/lib/use-contract-form.ts', 'zod')).toMatch('zod/mini');
    expect(boundaryViolation('apps/web/src/lib/use-contract-form.ts', 'zod', true)).toBeUndefined();
    expect(boundaryViolation('apps/server/src/env.ts', 'zod')).toBeUndefined();
  });

  it('finds static, side-effect and dynamic imports', () => {
    const source =
      "import a from './a';\nimport './b.css';\nexport { c } from \"./c\";\nconst d = import('./d');";
    expect(importsOf(source)).toEqual(['./a', './b.css', './c', './d']);
  });
});
