// Multipart upload with progress: fetch reports no upload progress, XMLHttpRequest does. It speaks
// to the API the way lib/api-client.ts does (bearer token, timeout, renewed token, 401 ending the
// session, the `{ success, data }` envelope, the error catalogue of spec §8 as an ApiError), so a
// screen handles its failures exactly like those of any other call.
import { API_TIMEOUT_MS } from '@parcelles/shared/domain';
import { MESSAGES } from '@parcelles/shared/errors';
import {
  API_BASE_URL,
  ApiError,
  RENEWED_TOKEN_HEADER,
  answerError,
  isEnvelope,
  isOffline,
  networkError,
} from './api-client';
import { clearSession, getStoredToken, notifyUnauthorized, storeToken } from './session';

export interface UploadResult<T> {
  data: T;
  message?: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface UploadOptions {
  onProgress: (fraction: number) => void;
  fallbackMessage?: string;
  /** Cancels the upload (the user's "Annuler"): the promise rejects with an AbortError. */
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: a retry with the same key gets the first answer. */
  idempotencyKey?: string;
}

const abortError = () => new DOMException('Envoi annulé', 'AbortError');

/** True for the rejection of an upload its caller cancelled (not a failure to show). */
export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * POSTs `body` to `path` under the API base; `onProgress` receives the share sent, 0 to 1.
 * `fallbackMessage` replaces the catalogue's message when the server answered without one (a lost
 * connection keeps the catalogue's, which says what to check).
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  { onProgress, fallbackMessage, signal, idempotencyKey }: UploadOptions,
): Promise<UploadResult<T>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    // Offline, the upload would only fail later (or hang): say so at once, sending nothing.
    if (isOffline()) {
      reject(networkError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', `${API_BASE_URL}${path}`);
    xhr.timeout = API_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => {
      settle();
      reject(networkError());
    };
    xhr.ontimeout = () => {
      settle();
      reject(new ApiError(0, MESSAGES.network, 'TIMEOUT'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.onload = () => {
      settle();
      if (xhr.status === 401) {
        clearSession();
        notifyUnauthorized();
      } else {
        const renewed = xhr.getResponseHeader(RENEWED_TOKEN_HEADER);
        if (renewed && getStoredToken() !== null) storeToken(renewed);
      }
      const payload = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isEnvelope(payload) && payload.success) {
        resolve({ data: payload.data as T, message: payload.message });
      } else {
        reject(answerError(xhr.status, payload, fallbackMessage));
      }
    };
    xhr.send(body);
  });
}
