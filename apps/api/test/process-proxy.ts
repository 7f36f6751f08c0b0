// A TCP relay in front of PostgreSQL, to make the database vanish under a running server (ADR 022).
// `freeze()` is the worst case, a host gone from the network: new connections are refused and the
// open ones stay open but carry nothing any more, so the server hears no error, only silence.
import net from 'node:net';

export interface FreezableProxy {
  /** The same URL with the proxy's host and port. */
  url: string;
  freeze(): Promise<void>;
  close(): Promise<void>;
}

export async function startFreezableProxy(targetUrl: string): Promise<FreezableProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk: Buffer) => {
        if (!frozen) to.write(chunk);
      });
      from.on('error', () => to.destroy());
      // Once frozen, a side that closes is not told to the other: silence, not a reset.
      from.on('close', () => {
        sockets.delete(from);
        if (!frozen) to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    freeze() {
      frozen = true;
      // Stops listening at once; the callback would wait for the frozen sockets, which never close.
      server.close();
      return Promise.resolve();
    },
    async close() {
      frozen = true;
      for (const socket of sockets) socket.destroy();
      // Called back (with ERR_SERVER_NOT_RUNNING after a freeze) once every socket is gone.
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
