// Uploads sent over a raw connection, for the tests that stop one midway (a client that hangs up, a
// server killed or stopped during it), since `app.inject` and fetch only send a body whole; and the
// bounded waits those tests poll the storage folder with.
import net from 'node:net';

export interface RawUpload {
  socket: net.Socket;
  /** Resolves once the connection is closed. */
  closed: Promise<void>;
  /** What the server has answered so far. */
  answer(): string;
}

/**
 * Connects to the server listening at `baseUrl` and sends the head of a POST of `form` (a
 * `multipart()` body) to `url` under /api/v1; the caller writes the body, whole or in part.
 */
export async function startRawUpload(
  baseUrl: string,
  url: string,
  authorization: string,
  form: { payload: Buffer; headers: Record<string, string> },
): Promise<RawUpload> {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST /api/v1${url} HTTP/1.1\r\nHost: ${hostname}\r\n` +
      `Authorization: ${authorization}\r\nContent-Type: ${form.headers['content-type']}\r\n` +
      `Content-Length: ${form.payload.length}\r\n\r\n`,
  );
  return { socket, closed, answer: () => answer };
}

/**
 * Sends `form` to `url` up to its byte `cut`, waits until `started` holds (say, the first file is
 * stored), then hangs up: what the server stored of it must go.
 */
export async function hangUpMidUpload(
  baseUrl: string,
  url: string,
  authorization: string,
  form: { payload: Buffer; headers: Record<string, string> },
  cut: number,
  started: () => Promise<boolean>,
): Promise<void> {
  const upload = await startRawUpload(baseUrl, url, authorization, form);
  upload.socket.write(form.payload.subarray(0, cut));
  await until(started, 'the first file stored', 10_000);
  upload.socket.destroy();
}

/** Checks `check` every 20 ms until it holds or `timeoutMs` have passed; says whether it held. */
export async function settle(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits until `check` holds; after `timeoutMs`, fails naming `what`. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  if (!(await settle(check, timeoutMs))) throw new Error(`never happened: ${what}`);
}
