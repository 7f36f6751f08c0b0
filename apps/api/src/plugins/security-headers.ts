// The security headers every answer carries: helmet's, with the content security policy the app
// needs. They are the same for every request, so they are worked out once, at start: the answers
// sent before the framework (ADR 031) carry them too.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

export function securityHeaders(): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The contact page embeds the office's location from OpenStreetMap; the back office shows
        // a PDF proof in a frame from a blob URL (fetched with the bearer token).
        frameSrc: ['https://www.openstreetmap.org', 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Helmet writes on the response it is given: this one keeps what it writes.
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers at once');
  return headers;
}
