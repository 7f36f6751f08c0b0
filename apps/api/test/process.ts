// The real server as a child process (`node --import tsx apps/api/src/server.ts`, as `npm start`
// runs it), for tests that kill it or send it signals (issue 13, ADR 022). Its JSON log lines are
// kept, its address is read from its ready line, and it is ready once /health answers.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER = path.join(repoRoot, 'apps/api/src/server.ts');
const START_MS = 60_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Milliseconds from the last signal sent to the exit. */
  afterSignalMs: number;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every log line's message so far. */
  messages(): string[];
  /** Resolves with the first log line (parsed) whose message matches, waiting up to `ms`. */
  waitForLog(pattern: RegExp, ms?: number): Promise<Record<string, unknown>>;
  /** Sends `signal` and resolves when the process has exited. */
  signal(signal: NodeJS.Signals): Promise<Exit>;
  exited: Promise<Exit>;
}

/**
 * Starts the server with `env` over quiet test defaults (no demo data: the test database already
 * holds the city) and waits for /health. NODE_ENV=test with LOG_LEVEL=info logs one JSON a line.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_DATA: 'false',
      JWT_SECRET: 'resilience-test-secret-0123456789abcdef',
      RATE_LIMIT_SCALE: '1000',
      WEB_DIST: path.join(repoRoot, 'apps/api/test/no-web'),
      // With STORAGE_DRIVER=s3 the AWS SDK warns at every start that its releases after January
      // 2027 will need Node 22 (@aws-sdk/core emitWarningIfUnsupportedVersion). Noise in a test
      // log; production keeps the warning.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  const read = (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let newline;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        lines.push({ msg: line });
      }
    }
    for (const wake of waiters) wake();
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);

  let signalledAt = Date.now();
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal, afterSignalMs: Date.now() - signalledAt });
      for (const wake of waiters) wake();
    });
  });
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const waitForLog = (pattern: RegExp, ms = START_MS) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const found = lines.find((l) => pattern.test(String(l.msg)));
        if (found) return done(() => resolve(found));
        if (hasExited || child.exitCode !== null) {
          done(() => reject(new Error(`server exited before logging ${pattern}:\n${dump()}`)));
        }
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no log line ${pattern} in ${ms} ms:\n${dump()}`))),
        ms,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  const dump = () => lines.map((l) => String(l.msg)).join('\n');

  const ready = await waitForLog(/^Parcelles ready on /);
  const url = /ready on (http:\/\/[^\s]+)/.exec(String(ready.msg))![1]!;
  for (const deadline = Date.now() + START_MS; ;) {
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`/health never answered:\n${dump()}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    child,
    messages: () => lines.map((l) => String(l.msg)),
    waitForLog,
    exited,
    signal(signal) {
      signalledAt = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Runs an operator command of apps/api/src/cli (as `npm run …` runs it) with `env` over a bare
 * environment (no DATABASE_URL unless given); resolves with its exit code and everything it printed.
 */
export function runCli(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/cli', script)],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.once('exit', (code) => resolve({ code, out }));
  });
}
