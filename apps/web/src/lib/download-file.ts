// Files the API answers to staff (exports, import templates): a plain link cannot send the bearer
// token, so the file is fetched with it, then handed to the browser through a blob URL it saves.
import { API_BASE_URL, answerError, isOffline, networkError } from './api-client';
import { clearSession, getStoredToken, notifyUnauthorized } from './session';

type QueryValue = string | number | boolean | null | undefined;

/** The name the server gave in Content-Disposition (RFC 6266, UTF-8 form first), else `fallback`. */
export function filenameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain form below, or the fallback.
    }
  }
  return (
    /filename\s*=\s*"([^"]+)"/i.exec(disposition)?.[1] ??
    /filename\s*=\s*([^;]+)/i.exec(disposition)?.[1]?.trim() ??
    fallback
  );
}

/** Saves a blob under `filename`, as a click on a download link would. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GETs `path` under the API base with the bearer token and saves the answer. A refusal rejects with
 * the API's ApiError (the server's French message), like any other call.
 */
export async function downloadFile(
  path: string,
  { query = {}, fallbackName }: { query?: Record<string, QueryValue>; fallbackName: string },
): Promise<void> {
  if (isOffline()) throw networkError();
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  const token = getStoredToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}${search ? `?${search}` : ''}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    if (response.status === 401) {
      clearSession();
      notifyUnauthorized();
    }
    const payload: unknown = await response.json().catch(() => undefined);
    throw answerError(response.status, payload);
  }
  saveBlob(await response.blob(), filenameFrom(response.headers.get('Content-Disposition'), fallbackName));
}
