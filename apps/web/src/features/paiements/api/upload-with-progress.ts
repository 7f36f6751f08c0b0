// Multipart upload with progress: fetch reports no upload progress, XMLHttpRequest does. It speaks
// to the API the way lib/api-client.ts does (bearer token, timeout, renewed token, 401 ending the
// session, the `{ success, data }` envelope, the error catalogue of spec §8 as an ApiError), so a
// screen handles its failures exactly like those of any other call.
import { API_TIMEOUT_MS } from '@parcelles/shared/domain';
import { MESSAGES, codeForStatus, messageForStatus, type FieldErrors } from '@parcelles/shared/errors';
import { API_BASE_URL, ApiError, RENEWED_TOKEN_HEADER } from '../../../lib/api-client';
import { clearSession, getStoredToken, notifyUnauthorized, storeToken } from '../../../lib/session';

export interface UploadResult<T> {
  data: T;
  message?: string;
}

interface Envelope {
  success?: unknown;
  data?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: FieldErrors;
}

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const payload: unknown = JSON.parse(text);
    return typeof payload === 'object' &&
      payload !== null &&
      typeof (payload as Envelope).success === 'boolean'
      ? (payload as Envelope)
      : undefined;
  } catch {
    return undefined;
  }
}

/** As the API client does: the server's own message first, else `fallback` (the catalogue's by status). */
function toApiError(status: number, payload: Envelope | undefined, fallback: string | undefined): ApiError {
  if (payload?.success !== false) {
    return status >= 200 && status < 300
      ? new ApiError(status, fallback ?? MESSAGES.other, 'INVALID_RESPONSE')
      : new ApiError(status, fallback ?? messageForStatus(status), codeForStatus(status));
  }
  const message =
    typeof payload.message === 'string' && payload.message.trim()
      ? payload.message
      : (fallback ?? messageForStatus(status));
  const code = typeof payload.code === 'string' ? payload.code : codeForStatus(status);
  return new ApiError(status, message, code, payload.errors ?? {});
}

/**
 * POSTs `body` to `path` under the API base; `onProgress` receives the share sent, 0 to 1.
 * `fallbackMessage` replaces the catalogue's message when the server answered without one (a lost
 * connection keeps the catalogue's, which says what to check).
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  { onProgress, fallbackMessage }: { onProgress: (fraction: number) => void; fallbackMessage?: string },
): Promise<UploadResult<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}${path}`);
    xhr.timeout = API_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, MESSAGES.network, 'NETWORK_ERROR'));
    xhr.ontimeout = () => reject(new ApiError(0, MESSAGES.network, 'TIMEOUT'));
    xhr.onload = () => {
      if (xhr.status === 401) {
        clearSession();
        notifyUnauthorized();
      } else {
        const renewed = xhr.getResponseHeader(RENEWED_TOKEN_HEADER);
        if (renewed && getStoredToken() !== null) storeToken(renewed);
      }
      const payload = parseEnvelope(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && payload?.success === true) {
        resolve({
          data: payload.data as T,
          message: typeof payload.message === 'string' ? payload.message : undefined,
        });
      } else {
        reject(toApiError(xhr.status, payload, fallbackMessage));
      }
    };
    xhr.send(body);
  });
}
