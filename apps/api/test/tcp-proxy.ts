// A TCP proxy between the app and PostgreSQL that plays what the PostgreSQL every test shares cannot
// be made to do (ADR 021, ADR 022):
// - a restart: `refuse()` closes the port (connection refused, as while the server is down) and
//   `starting()` answers new connections the way a PostgreSQL that is starting up does (FATAL
//   57P03). Sessions already open are ended on the server's side, with `pg_terminate_backend` on the
//   backends `upstreamPorts()` names, as a restart ends them (57P01);
// - a host gone from the network: `freeze()` refuses new connections and keeps the open ones open
//   but carrying nothing any more, so the app hears no error, only silence.
import net from 'node:net';

export type ProxyMode = 'up' | 'refuse' | 'starting' | 'frozen';

export interface TcpProxy {
  /** The target's postgres:// URL with the proxy's host and port. */
  url: string;
  mode: ProxyMode;
  /** Local ports of the proxy's open connections to PostgreSQL (pg_stat_activity.client_port). */
  upstreamPorts(): number[];
  /** Stops listening: new connections are refused. Open ones stay. */
  refuse(): Promise<void>;
  /** Listens again, answering each new connection with FATAL 57P03 "starting up". */
  starting(): Promise<void>;
  /**
   * Stops listening, and the open connections go silent for good: what either side sends is
   * dropped, and a side that closes is not told to the other (no reset).
   */
  freeze(): Promise<void>;
  /** Listens again and forwards new connections to PostgreSQL (frozen ones stay silent). */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A PostgreSQL ErrorResponse message: what a server that cannot take connections yet sends. */
function fatal(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** Starts a proxy to the PostgreSQL at `targetUrl`, in mode 'up'. */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  const upstreams = new Map<net.Socket, number>();
  /** One per forwarded connection: silences it. */
  const silencers = new Set<() => void>();
  let mode: ProxyMode = 'up';
  let server: net.Server | null = null;
  let port = 0;

  function forward(client: net.Socket) {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    upstream.on('connect', () => upstreams.set(upstream, upstream.localPort!));
    let silent = false;
    const silence = () => void (silent = true);
    silencers.add(silence);
    // Either side closing or failing closes the other, as a dropped connection would; once silent,
    // nothing is passed on.
    const end = () => {
      silencers.delete(silence);
      if (silent) return;
      client.destroy();
      upstream.destroy();
    };
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      // By hand rather than pipe(), so the flow can be cut while both sockets stay open.
      from.on('data', (chunk: Buffer) => {
        if (silent || to.write(chunk)) return;
        from.pause();
        to.once('drain', () => from.resume());
      });
      from.on('error', end);
      from.on('close', () => {
        end();
        sockets.delete(from);
        upstreams.delete(from);
      });
    }
  }

  function onConnection(client: net.Socket) {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (mode === 'up') return forward(client);
    // The client speaks first (its startup message); the server then refuses it.
    client.on('error', () => client.destroy());
    client.once('data', () => client.end(fatal('57P03', 'the database system is starting up')));
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const s = net.createServer(onConnection);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });
  // Stops accepting at once; connections already made are left alone. (Not awaited: its callback
  // waits for every open connection to close.)
  const stopListening = () => {
    server?.close();
    server = null;
  };

  await listen();
  // Listening again reuses the port, so the URL stays valid.
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    get mode() {
      return mode;
    },
    upstreamPorts: () => [...upstreams.values()],
    async refuse() {
      mode = 'refuse';
      stopListening();
    },
    async starting() {
      mode = 'starting';
      await listen();
    },
    async freeze() {
      mode = 'frozen';
      stopListening();
      for (const silence of silencers) silence();
    },
    async up() {
      mode = 'up';
      await listen();
    },
    async close() {
      stopListening();
      for (const s of sockets) s.destroy();
    },
  };
}
