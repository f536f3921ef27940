/**
 * Sends a request the way `fetch` would, reporting how much of the body has gone (0-100): fetch
 * cannot tell, XMLHttpRequest can. Answers a `Response`, rejects on a network failure with a
 * `TypeError` and on `signal` with its reason, as fetch does, so `callEndpoint` treats both alike.
 */
export function sendWithProgress(
  url: string,
  init: { method: string; headers: Headers; body: XMLHttpRequestBodyInit | undefined; signal: AbortSignal },
  onProgress: (percent: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (init.signal.aborted) {
      reject(init.signal.reason);
      return;
    }
    const request = new XMLHttpRequest();
    request.open(init.method, url);
    for (const [name, value] of init.headers) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    const abort = () => request.abort();
    init.signal.addEventListener('abort', abort);
    const settle = () => init.signal.removeEventListener('abort', abort);
    request.addEventListener('load', () => {
      settle();
      // The whole body has reached the server, whether or not the length was known on the way.
      onProgress(100);
      resolve(
        new Response(nullBodyStatuses.includes(request.status) ? null : request.responseText, {
          status: request.status,
          headers: answerHeaders(request.getAllResponseHeaders()),
        }),
      );
    });
    request.addEventListener('error', () => {
      settle();
      reject(new TypeError('Network request failed'));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(init.signal.reason);
    });
    request.send(init.body ?? null);
  });
}

/** A `Response` refuses a body with these statuses. */
const nullBodyStatuses = [204, 205, 304];

function answerHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
