/** `npm start`: build what is missing, then run the server, which migrates and seeds on its own. */
import { buildWebIfStale } from './web-build.mjs';

const status = buildWebIfStale();
if (status !== 0) {
  console.error('The web app did not build; see the output above.');
  process.exit(status);
}
// A person starting the app needs its address and the demo accounts, which the server prints itself;
// its routine log lines (listening, housekeeping) would bury them. Warnings and errors still show.
process.env.LOG_LEVEL ??= 'warn';
await import('../../apps/server/src/server.ts');
