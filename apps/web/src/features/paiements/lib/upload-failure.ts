import { ApiError } from '../../../lib/api-client';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';

/**
 * What to tell the user when an upload with files did not go through for a reason a second try may
 * fix (no connection, a connection lost, no answer in time, a server fault), or null for a refusal
 * (a 4xx: the server said what to change, shown as before). The files stay in the form.
 */
export function uploadFailureMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const t = frPaiements.uploadFailure;
  if (error.code === 'TIMEOUT') return t.timeout;
  if (error.code === 'NETWORK_ERROR') return navigator.onLine === false ? t.offline : t.network;
  if (error.status >= 500) return t.server;
  return null;
}
