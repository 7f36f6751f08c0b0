import { useRef } from 'react';

type Sending = Record<string, unknown>;

/** The same sending: the same fields, and the very same files (a File never changes), in order. */
function sameSending(a: Sending, b: Sending): boolean {
  const names = Object.keys(a);
  if (names.length !== Object.keys(b).length) return false;
  return names.every((name) => {
    const [x, y] = [a[name], b[name]];
    if (Array.isArray(x) && Array.isArray(y)) {
      return x.length === y.length && x.every((item, index) => item === y[index]);
    }
    return Object.is(x, y);
  });
}

/**
 * The Idempotency-Key of an upload (ADR 028). Sending the same thing again ('Réessayer l’envoi'
 * after a lost answer, a second click) keeps the key, so the server answers with the first result
 * instead of recording the payment twice; a changed field or file is another sending with a new key,
 * and so is anything sent after a success (`sent`), even if it looks the same.
 */
export function useSendingKey() {
  const last = useRef<{ sending: Sending; key: string } | null>(null);
  return {
    keyFor(sending: Sending): string {
      if (last.current && sameSending(last.current.sending, sending)) return last.current.key;
      last.current = { sending, key: crypto.randomUUID() };
      return last.current.key;
    },
    sent() {
      last.current = null;
    },
  };
}
