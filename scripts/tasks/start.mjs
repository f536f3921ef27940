/** `npm start`: build what is missing, then run the server, which migrates and seeds on its own. */
import { buildWebIfStale } from './web-build.mjs';

const status = buildWebIfStale();
if (status !== 0) {
  console.error('The web app did not build; see the output above.');
  process.exit(status);
}
await import('../../apps/server/src/server.ts');
