// Only Mantine's base here: each component brings its own styles (build/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { config, locales } from 'zod/mini';
import { App } from './app/app';
import { reportRenderError } from './app/errors/report-render-error';
import { routes } from './app/routes';
import { startAnalytics } from './lib/analytics';
import { i18n } from './lib/i18n';
import { browserOpeningLanguage } from './lib/language';
import { createQueryClient } from './lib/query-client';

// zod/mini loads no language of its own: a value no contract message covers keeps zod's English reason.
config(locales.en());

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// The reader's language first: an Indonesian reader's texts arrive before the router loads a page in
// them. (Not a top-level await: with one, the build folds the entry into the shell and names no entry.)
void i18n.changeLanguage(browserOpeningLanguage()).then(() => {
  const router = createBrowserRouter(routes);
  startAnalytics(router);

  // The router reports what its error boundaries catch (app.tsx); this is a failure outside them, which
  // leaves the page blank.
  createRoot(container, {
    onUncaughtError: (error, { componentStack }) => {
      console.error(error);
      void reportRenderError(error, { componentStack });
    },
  }).render(
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} i18n={i18n} />
    </StrictMode>,
  );
});
