import type { Endpoint, ParamsOf, Talent } from '@talent/contract';
import { ApiError } from '@/lib/api-error';
import { readAuthToken } from '@/lib/auth-storage';
import { endpointUrl, requestTimeoutMs } from '@/lib/http-client';

/**
 * Sends a multipart upload and reports its progress (fetch cannot tell how much was sent). The
 * answer is the talent as the server saved it; a refusal is an `ApiError` like any other call's.
 */
export function uploadWithProgress<E extends Endpoint>(
  endpoint: E,
  params: ParamsOf<E> | undefined,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<{ data: Talent; message: string }> {
  const url = endpointUrl(endpoint, { params });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, url);
    request.timeout = requestTimeoutMs;
    const token = readAuthToken();
    if (token !== null) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    const failed = (failure: ConstructorParameters<typeof ApiError>[0]) =>
      reject(new ApiError(failure, { method: endpoint.method, url }));
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) {
        const answer = body as { data: Talent; meta?: { message?: string } };
        onProgress(100);
        resolve({ data: answer.data, message: answer.meta?.message ?? '' });
      } else failed({ kind: 'http', status: request.status, body });
    });
    request.addEventListener('error', () => failed({ kind: 'no-response' }));
    request.addEventListener('timeout', () => failed({ kind: 'timeout' }));
    request.send(form);
  });
}
