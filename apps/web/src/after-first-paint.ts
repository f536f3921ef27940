/**
 * The loader of a page the server painted (decision 0164). Such a page reads as it is, so its scripts
 * wait until it is on the screen: fetched earlier, they compete with the stylesheets the paint waits
 * for on a phone's few connections, and their evaluation holds the paint back on a slow CPU. The
 * server lists the app's entry first, then the chunks of the page opened, in `#page-scripts`.
 *
 * It imports nothing, so it stays a file of a few hundred bytes that the build keeps out of the shell.
 */

/** Long enough for a phone on a slow network to paint; a page never painted still comes alive. */
const longestWait = 3_000;

function loadPageScripts(): void {
  const listed = document.getElementById('page-scripts')?.textContent;
  const [entry, ...chunks] = listed ? (JSON.parse(listed) as string[]) : [];
  if (entry === undefined) return;
  for (const chunk of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = chunk;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

/** Runs `then` once the browser has painted the page's first content, or at once where it never will. */
function afterFirstPaint(then: () => void): void {
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    then();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    document.removeEventListener('visibilitychange', once);
    then();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A tab sent to the background before painting paints nothing until it is shown again.
  document.addEventListener('visibilitychange', once);
  setTimeout(once, longestWait);
}

afterFirstPaint(loadPageScripts);
