import { vi } from 'vitest';

/**
 * The bytes of a file the test picked (jsdom's own File, which Node's `fetch` cannot read), without
 * a `FileReader`, whose timers a test on fake time would hold still.
 */
async function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * A form as a browser sends it, `multipart/form-data` with its boundary: Node's `fetch` fails on a
 * jsdom form that holds a file, so the network's handlers would never see the upload.
 */
async function multipartOf(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const boundary = `----talent-upload-${Math.random().toString(16).slice(2)}`;
  const text = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(
        text.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
      continue;
    }
    const type = value.type || 'application/octet-stream';
    parts.push(
      text.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      await bytesOf(value),
      text.encode('\r\n'),
    );
  }
  parts.push(text.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.length;
  }
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * An XMLHttpRequest that hands the request to `fetch`, so a test answers uploads (the only calls
 * the app makes by XMLHttpRequest, to tell their progress) with the same network handlers as every
 * other call.
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

  send(sent: BodyInit | null) {
    const progress = (loaded: number) =>
      this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total: 2 }));
    queueMicrotask(async () => {
      progress(1);
      try {
        let body = sent;
        if (sent instanceof FormData) {
          const form = await multipartOf(sent);
          body = form.body;
          this.headers.set('content-type', form.type);
        }
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

/** Uploads go to the test's network handlers through `fetch`, telling their progress on the way. */
export function sendUploadsThroughFetch(): void {
  vi.stubGlobal('XMLHttpRequest', UploadThroughFetch);
}
