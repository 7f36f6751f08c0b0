// A TCP proxy between the app and PostgreSQL that can play a database restart (ADR 021) without
// restarting the PostgreSQL every test shares: `refuse()` closes the port (connection refused, as
// while the server is down) and `starting()` answers new connections the way a PostgreSQL that is
// starting up does (FATAL 57P03). Sessions already open are ended on the server's side, with
// `pg_terminate_backend` on the backends `upstreamPorts()` names, as a restart ends them (57P01).
import net from 'node:net';

export type ProxyMode = 'up' | 'refuse' | 'starting';

export interface TcpProxy {
  port: number;
  mode: ProxyMode;
  /** `url` (a postgres:// URL) with its host and port replaced by the proxy's. */
  via(url: string): string;
  /** Local ports of the proxy's open connections to PostgreSQL (pg_stat_activity.client_port). */
  upstreamPorts(): number[];
  /** Stops listening: new connections are refused. Open ones stay. */
  refuse(): Promise<void>;
  /** Listens again, answering each new connection with FATAL 57P03 "starting up". */
  starting(): Promise<void>;
  /** Listens again and forwards new connections to PostgreSQL. */
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

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const upstreams = new Map<net.Socket, number>();
  let mode: ProxyMode = 'up';
  let server: net.Server | null = null;
  let port = 0;

  function forward(client: net.Socket) {
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('connect', () => upstreams.set(upstream, upstream.localPort!));
    // Either side closing or failing closes the other, as a dropped connection would.
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const s of [client, upstream]) {
      s.on('error', end);
      s.on('close', () => {
        end();
        sockets.delete(s);
        upstreams.delete(s);
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
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
  // Stops accepting at once; connections already made are left alone.
  const stopListening = () => {
    server?.close();
    server = null;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    get mode() {
      return mode;
    },
    via(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
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
