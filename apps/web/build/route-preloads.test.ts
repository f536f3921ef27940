import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { lazyResources } from '@/locales';
import { pageFiles, routeModules, routePreloads, routePreloadsOfBuild } from './route-preloads';

describe('the modules of each route, read from the route table', () => {
  const table = routeModules(routes, lazyResources.en);
  const modulesOf = (path: string) => table.find((route) => route.path === path)?.modules;

  it('names a page with the texts it loads, under its full path', () => {
    expect(modulesOf('/login')).toEqual([
      '/src/features/accounts/pages/login-page.tsx',
      '/src/locales/en/accounts.ts',
    ]);
    expect(modulesOf('/talent/interviews')).toEqual([
      '/src/features/hiring/pages/interviews-page.tsx',
      '/src/locales/en/hiring.ts',
    ]);
    expect(modulesOf('/talent/job/:id')).toEqual([
      '/src/features/jobs/pages/job-detail-page.tsx',
      '/src/locales/en/jobs.ts',
    ]);
  });

  it('knows the paths that load nothing of their own, and the page of every other path', () => {
    expect(modulesOf('/')).toEqual([]);
    expect(modulesOf('/talent/dashboard')).toEqual([]);
    expect(modulesOf('/*')).toEqual(['/src/app/errors/not-found-page.tsx']);
  });
});

describe('the files of each route, from the build manifest', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react-2.js'],
      css: ['assets/index-3.css'],
    },
    'src/after-first-paint.ts': { file: 'assets/after-first-paint-9.js', isEntry: true },
    '_react-2.js': { file: 'assets/react-2.js' },
    '_form-4.js': {
      file: 'assets/form-4.js',
      imports: ['_react-2.js', '_input-6.js'],
      css: ['assets/form-5.css'],
    },
    '_input-6.js': { file: 'assets/input-6.js', css: ['assets/index-3.css'] },
    'src/pages/login-page.tsx': {
      file: 'assets/login-page-7.js',
      isDynamicEntry: true,
      imports: ['_form-4.js'],
    },
    'src/locales/en/accounts.ts': { file: 'assets/accounts-8.js', isDynamicEntry: true },
  };

  it('names the chunks a page imports, their styles and its texts, leaving out what index.html loads', () => {
    const [login] = routePreloads(manifest, [
      { path: '/login', modules: ['/src/pages/login-page.tsx', '/src/locales/en/accounts.ts'] },
    ]);
    expect(login).toEqual({
      path: '/login',
      files: [
        '/assets/login-page-7.js',
        '/assets/form-4.js',
        '/assets/form-5.css',
        '/assets/input-6.js',
        '/assets/accounts-8.js',
      ],
    });
  });

  it("names the app's entry and the painted pages' loader beside the routes", () => {
    const files = pageFiles(manifest, [{ path: '/login', modules: ['/src/pages/login-page.tsx'] }]);
    expect(files.entry).toBe('/assets/index-1.js');
    expect(files.afterFirstPaint).toBe('/assets/after-first-paint-9.js');
    expect(files.routes.map((route) => route.path)).toEqual(['/login']);
  });

  it('refuses a module the build did not make a chunk of', () => {
    expect(() => routePreloads(manifest, [{ path: '/x', modules: ['/src/pages/gone.tsx'] }])).toThrow(
      'The build has no chunk for src/pages/gone.tsx.',
    );
  });
});

describe('the build step', () => {
  it('leaves a failed build’s own error to be seen: it reads no manifest the build never wrote', async () => {
    const closeBundle = routePreloadsOfBuild().closeBundle as (this: unknown, error?: Error) => Promise<void>;
    await expect(closeBundle.call({}, new Error('the build failed'))).resolves.toBeUndefined();
  });
});
