import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts with sensible defaults: embedded database in ./data, demo data outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      demoData: true,
      production: false,
    });
  });

  it('reads every variable and never seeds demo data in production unless asked', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/parcelles',
      DATABASE_URL: 'postgres://app:secret@db:5432/parcelles',
      PUBLIC_URL: 'https://parcelles.example.cd/',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/parcelles',
      databaseUrl: 'postgres://app:secret@db:5432/parcelles',
      publicUrl: 'https://parcelles.example.cd',
      demoData: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number between 0 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT: must be a whole number between 0 and 65535 (got "70000")'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV: must be development, production or test (got "prod")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// or postgresql:// connection URL'],
    [{ PUBLIC_URL: 'parcelles.cd' }, 'PUBLIC_URL: must be an http(s) URL'],
    [{ HOST: 'local host' }, 'HOST: must be a host name or an IP address'],
    [{ DEMO_DATA: 'peut-être' }, 'DEMO_DATA: must be true or false'],
  ])('stops on %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', NODE_ENV: 'x' })).toThrow(
      /PORT[\s\S]*NODE_ENV|NODE_ENV[\s\S]*PORT/,
    );
  });

  it('reads the sessions\' absolute lifetimes: 30 days, 90 with "remember me" by default', () => {
    const DAY = 24 * 3600 * 1000;
    expect(loadConfig({}).sessionMaxMs).toEqual({ default: 30 * DAY, rememberMe: 90 * DAY });
    expect(loadConfig({ SESSION_MAX_DAYS: '7', REMEMBER_ME_MAX_DAYS: '60' }).sessionMaxMs).toEqual({
      default: 7 * DAY,
      rememberMe: 60 * DAY,
    });
    expect(() => loadConfig({ SESSION_MAX_DAYS: '0' })).toThrow('SESSION_MAX_DAYS: must be a number of days');
    expect(() => loadConfig({ REMEMBER_ME_MAX_DAYS: 'toujours' })).toThrow(
      'REMEMBER_ME_MAX_DAYS: must be a number of days',
    );
  });

  it('reads INSTALMENT_OVERDUE_DAYS (15 by default), a whole number of days', () => {
    expect(loadConfig({}).instalmentOverdueDays).toBe(15);
    expect(loadConfig({ INSTALMENT_OVERDUE_DAYS: '30' }).instalmentOverdueDays).toBe(30);
    for (const bad of ['0', '2.5', 'quinze', '400']) {
      expect(() => loadConfig({ INSTALMENT_OVERDUE_DAYS: bad })).toThrow(
        `INSTALMENT_OVERDUE_DAYS: must be a whole number of days between 1 and 365 (got "${bad}")`,
      );
    }
  });

  it('reads INSTALMENT_REMINDERS_AFTER_DAYS (1,7,15 by default), days after the due day (issue 25)', () => {
    expect(loadConfig({}).remindersAfterDays).toEqual([1, 7, 15]);
    expect(loadConfig({ INSTALMENT_REMINDERS_AFTER_DAYS: '30, 2,10,2' }).remindersAfterDays).toEqual([
      2, 10, 30,
    ]);
    for (const bad of ['0', '1,x', '2.5', '400', ',']) {
      expect(() => loadConfig({ INSTALMENT_REMINDERS_AFTER_DAYS: bad })).toThrow(
        'INSTALMENT_REMINDERS_AFTER_DAYS: must be whole numbers of days between 1 and 365, e.g. 1,7,15',
      );
    }
  });

  it('reads STATEMENT_MISSING_DAYS (3 by default) and STATEMENT_MAX_MB (20 by default) (issue 26)', () => {
    expect(loadConfig({}).statementMissingDays).toBe(3);
    expect(loadConfig({ STATEMENT_MISSING_DAYS: '5' }).statementMissingDays).toBe(5);
    for (const bad of ['0', '1.5', 'trois', '61']) {
      expect(() => loadConfig({ STATEMENT_MISSING_DAYS: bad })).toThrow(
        `STATEMENT_MISSING_DAYS: must be a whole number of days between 1 and 60 (got "${bad}")`,
      );
    }
    expect(loadConfig({}).statementMaxBytes).toBe(20 * 1024 * 1024);
    expect(loadConfig({ STATEMENT_MAX_MB: '50' }).statementMaxBytes).toBe(50 * 1024 * 1024);
    expect(() => loadConfig({ STATEMENT_MAX_MB: '0' })).toThrow(
      'STATEMENT_MAX_MB: must be a whole number of megabytes between 1 and 200 (got "0")',
    );
  });

  it('scales the auth rate limits by RATE_LIMIT_SCALE (1 by default)', () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: '100' }).rateLimitScale).toBe(100);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/);
  });

  it('reads the request and idle timeouts (120 s and 30 s by default), whole seconds', () => {
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 120_000, idleMs: 30_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '60', IDLE_TIMEOUT_SECONDS: '5' }).timeouts).toEqual({
      requestMs: 60_000,
      idleMs: 5_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
      'REQUEST_TIMEOUT_SECONDS: must be a whole number of seconds between 1 and 3600 (got "0")',
    );
    expect(() => loadConfig({ IDLE_TIMEOUT_SECONDS: 'abc' })).toThrow(/IDLE_TIMEOUT_SECONDS/);
  });

  it('writes links with the HOST given when PUBLIC_URL is unset (issue 23)', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '3100' }).publicUrl).toBe('http://127.0.0.1:3100');
    expect(loadConfig({ HOST: 'parcelles.local' }).publicUrl).toBe('http://parcelles.local:3000');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    // Every interface is not an address a person can open: localhost.
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://parcelles.cd' }).publicUrl).toBe(
      'https://parcelles.cd',
    );
  });

  describe('SMS (issue 25)', () => {
    it('has no SMSC by default, sends as MALAIKA and reads the outbox every 5 s', () => {
      expect(loadConfig({})).toMatchObject({ smpp: undefined, smsSender: 'MALAIKA', smsPollMs: 5000 });
      // An empty variable is an unset one.
      expect(loadConfig({ SMS_URL: '', SMS_SENDER: '' })).toMatchObject({
        smpp: undefined,
        smsSender: 'MALAIKA',
      });
    });

    it('reads the SMSC and its account from SMS_URL, percent-decoded, with the default ports', () => {
      expect(
        loadConfig({ SMS_URL: 'smpp://parcelles:s3cr%40t@smsc.operateur.cd:2776', SMS_SENDER: 'CITE2026' }),
      ).toMatchObject({
        smpp: {
          host: 'smsc.operateur.cd',
          port: 2776,
          tls: false,
          systemId: 'parcelles',
          password: 's3cr@t',
        },
        smsSender: 'CITE2026',
      });
      expect(loadConfig({ SMS_URL: 'smpp://a:b@10.0.0.7' }).smpp).toMatchObject({
        host: '10.0.0.7',
        port: 2775,
      });
      expect(loadConfig({ SMS_URL: 'ssmpp://a:b@smsc.cd' }).smpp).toMatchObject({ port: 3550, tls: true });
      expect(loadConfig({ SMS_POLL_SECONDS: '0.5' }).smsPollMs).toBe(500);
    });

    it.each([
      ['smtp://parcelles:secret-pw@smsc.cd:2775', 'must be an smpp:// or ssmpp:// URL'],
      ['smsc.cd:2775', 'must be an smpp:// or ssmpp:// URL'],
      ['pas une url', 'is not a URL'],
      ['smpp://smsc.cd:2775', 'must give the account as system_id:password@'],
      ['smpp://parcelles@smsc.cd:2775', 'must give the account as system_id:password@'],
      ['smpp://parcelles:secret-pw@smsc.cd:99999', 'is not a URL'],
      ['smpp://parcelles:secret-pw@smsc.cd:2775/bind', 'must end with the host and port'],
    ])('refuses SMS_URL %s, saying why and never echoing it', (value, message) => {
      let thrown: unknown;
      try {
        loadConfig({ SMS_URL: value });
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(ConfigError);
      const text = (thrown as Error).message;
      expect(text).toContain(`SMS_URL: ${message}`);
      expect(text).toContain('smpp://system_id:password@smsc.example.cd:2775');
      expect(text).not.toContain('secret-pw');
    });

    it.each(['CITÉ', 'MALAIKA-SARL', 'CITEMALAIKA1', 'A B'])('refuses SMS_SENDER %j', (value) => {
      expect(() => loadConfig({ SMS_SENDER: value })).toThrow(
        'SMS_SENDER: must be 1 to 11 letters or digits, the sender phones show (e.g. MALAIKA)',
      );
    });

    it('refuses an SMS_POLL_SECONDS out of range', () => {
      expect(() => loadConfig({ SMS_POLL_SECONDS: '0' })).toThrow(
        'SMS_POLL_SECONDS: must be a number of seconds between 0.1 and 3600 (got "0")',
      );
    });
  });

  describe('TRUST_PROXY (issue 27)', () => {
    it('trusts no proxy by default, or the nearest hops, or the listed proxies', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,2001:DB8::/32,loopback' }).trustProxy).toEqual([
        '10.0.0.5',
        '10.1.0.0/16',
        '2001:db8::/32',
        'loopback',
      ]);
    });

    it.each([
      ['true', 'trusting every hop lets a client choose its own address in X-Forwarded-For'],
      ['yes', 'trusting every hop lets a client choose its own address in X-Forwarded-For'],
      ['11', 'must be a number of proxies between 0 and 10'],
      ['10.0.0.5, proxy.local', 'proxy.local: not an IP address or range'],
      ['10.0.0.0/33', '10.0.0.0/33: not an IP address or range'],
      ['10.0.0.0/8/1', '10.0.0.0/8/1: not an IP address or range'],
    ])('refuses %s with a message naming it', (value, message) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`TRUST_PROXY: ${message}`);
    });
  });

  describe('JWT_SECRET (issue 13)', () => {
    const strong = randomBytes(36).toString('base64');

    it('is optional (a key is generated and kept in the database), and a random one is taken', () => {
      expect(loadConfig({ NODE_ENV: 'production' }).jwtSecret).toBeUndefined();
      expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: strong }).jwtSecret).toBe(strong);
    });

    it.each([
      ['too short', 'tropcourt'],
      ['a published example', 'your-super-secret-jwt-key-change-in-production'],
      ['a placeholder in capitals', 'CHANGEME-CHANGEME-CHANGEME-CHANGEME'],
      ['one character repeated', 'x'.repeat(32)],
      ['a short pattern repeated', 'k3Y-'.repeat(12)],
    ])(
      'stops production on a key that is %s, naming JWT_SECRET and how to make one, never echoing it',
      (_, bad) => {
        const load = () => loadConfig({ NODE_ENV: 'production', JWT_SECRET: bad });
        expect(load).toThrow(ConfigError);
        expect(load).toThrow(/JWT_SECRET: .*openssl rand -base64 48/);
        expect(load).not.toThrow(bad);
      },
    );

    it('takes a repetitive key outside production (tests, a developer machine), but never a short one', () => {
      expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
      expect(() => loadConfig({ JWT_SECRET: 'tropcourt' })).toThrow(/JWT_SECRET: must be at least 32/);
    });

    it('keeps the real server from starting, exit code 1 and the setting named on stderr', () => {
      const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
        {
          cwd: root,
          encoding: 'utf8',
          timeout: 30_000,
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'production',
            JWT_SECRET: 'change-me-to-a-long-random-secret-value',
            PORT: '0',
            DATA_DIR: path.join(os.tmpdir(), 'parcelles-config-test'),
          },
        },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('JWT_SECRET: is a published example');
      expect(run.stderr).toContain('openssl rand -base64 48');
      expect(run.stderr).not.toContain('change-me-to-a-long-random-secret-value');
    });
  });
});
