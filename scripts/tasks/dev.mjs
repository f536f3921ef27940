/** `npm run dev`: the API with restarts on change, and Vite with hot reload (React Fast Refresh) proxying /api to it. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const children = [
  spawn(process.execPath, ['--watch', 'src/server.ts'], {
    cwd: join(root, 'apps', 'server'),
    stdio: 'inherit',
  }),
  spawn(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: join(root, 'apps', 'web'),
    stdio: 'inherit',
  }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
