import { vi } from 'vitest';

/**
 * An XMLHttpRequest that hands the request to `fetch`, so a test answers uploads (the only calls
 * the app makes by XMLHttpRequest, to tell their progress) with the same stub as every other call.
 * It tells half the body sent before fetch is asked, so the page shows "Uploading 50%" for as long
 * as the test's answer takes.
 */
class UploadThroughFetch extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private answerHeaders = new Headers();
  private readonly controller = new AbortController();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  getAllResponseHeaders(): string {
    return [...this.answerHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
  }

  abort() {
    this.controller.abort();
  }

  send(body: BodyInit | null) {
    const progress = (loaded: number) =>
      this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total: 2 }));
    queueMicrotask(async () => {
      progress(1);
      try {
        const answer = await fetch(this.url, {
          method: this.method,
          headers: this.headers,
          body,
          signal: this.controller.signal,
        });
        progress(2);
        this.status = answer.status;
        this.answerHeaders = answer.headers;
        this.responseText = await answer.text();
        this.dispatchEvent(new ProgressEvent('load'));
      } catch {
        this.dispatchEvent(new ProgressEvent(this.controller.signal.aborted ? 'abort' : 'error'));
      }
    });
  }
}

/** Uploads go to the test's `fetch` stub, telling their progress on the way. */
export function sendUploadsThroughFetch(): void {
  vi.stubGlobal('XMLHttpRequest', UploadThroughFetch);
}
