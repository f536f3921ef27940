// Only Mantine's base here: each component brings its own styles (build/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { config, locales } from 'zod/mini';
import { readHandOver } from './app/hand-over';
import { drawPage, hydratePage } from './app/start-page';
import { guardAppVersion } from './features/accounts';
import { defaultLanguage, i18n, languageOf } from './lib/i18n';
import { browserOpeningLanguage } from './lib/language';

// zod/mini loads no language of its own: a value no contract message covers keeps zod's English reason.
config(locales.en());

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// The server renders in the language the address names, else the browser's preferred one
// (decisions 0149, 0161), and says which in `<html lang>`: a page it rendered is hydrated in that
// language and then switches to the reader's, if this browser chose another; a page drawn here waits
// for the reader's texts (decision 0151).
// (Not a top-level await: with one, the build folds the entry into the shell and names no entry.)
const openingLanguage = browserOpeningLanguage();
const handOver = readHandOver();
const drawn = () => i18n.changeLanguage(openingLanguage).then(() => drawPage(container));
if (handOver === null) void drawn();
else
  i18n
    .changeLanguage(languageOf(document.documentElement.lang) ?? defaultLanguage)
    .then(() =>
      hydratePage(handOver, container, (router) => {
        void i18n.changeLanguage(openingLanguage);
        // The root loader did not run in this browser: its check of the stored app version runs now.
        const leave = guardAppVersion()?.headers.get('Location');
        if (leave) void router.navigate(leave, { replace: true });
      }),
    )
    .catch(drawn);
