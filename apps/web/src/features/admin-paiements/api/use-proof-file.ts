import { useEffect, useState } from 'react';
import { getStoredToken } from '../../../lib/session';

export type ProofFileState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

/**
 * A proof's file as a blob URL: the file route wants the bearer token, which an <img> or an
 * <iframe> cannot send, so the file is fetched here and shown from memory. Revoked on unmount.
 * One file per viewer: give the viewer a `key` of the proof so another file starts from 'loading'.
 */
export function useProofFile(url: string): ProofFileState {
  const [state, setState] = useState<ProofFileState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const token = getStoredToken();
    fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ status: 'ready', url: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
