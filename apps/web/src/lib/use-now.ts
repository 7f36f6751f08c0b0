import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs` (a minute by default): relative times ('Il y a 5
 * minutes'), date headings and a hold's countdown stay true while the page stays open.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
