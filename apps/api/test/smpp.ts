// A real SMPP 3.4 server on loopback for tests (node-smpp's own server): it binds the account it
// was given, answers every submit_sm and keeps it, with the very octets of its short_message as
// they crossed the wire (read from the socket, not from node-smpp's decoding), so a test checks
// the encoding itself. It can refuse the next submits with a command_status (ESME_RTHROTTLED…),
// stop answering, or go down and come back on the same port. createTestAppWithSmpp starts one
// with the app sending its SMS to it.
import type { AddressInfo } from 'node:net';
import smpp, { type PDU, type Server, type Session } from 'smpp';
import type { SmppAccount } from '../src/modules/sms/sms.transport';
import { createTestApp, type TestApp } from './build-app';

export interface ReceivedSms {
  /** The system_id of the session it came on. */
  systemId: string;
  sourceAddr: string;
  sourceAddrTon: number;
  sourceAddrNpi: number;
  destinationAddr: string;
  destAddrTon: number;
  destAddrNpi: number;
  dataCoding: number;
  registeredDelivery: number;
  /** The short_message octets read from the socket. */
  octets: Buffer;
  /** The text as node-smpp's server decodes it (data_coding 0: GSM 03.38). */
  text: string;
  messageId: string;
}

export interface TestSmppServer {
  port: number;
  account: SmppAccount;
  /** smpp://system_id:password@127.0.0.1:port */
  url: string;
  /** Every submit_sm accepted, in order. */
  received: ReceivedSms[];
  /** Every submit_sm refused (its command_status), in order. */
  refused: number[];
  /** bind and unbind commands received, by name, in order. */
  commands: string[];
  /** Answers the next `times` submit_sm with `status` instead of accepting them. */
  refuseNext(status: number, times?: number): void;
  /** Receives but never answers the submits (an SMSC that hangs), or answers again with false. */
  silent(on: boolean): void;
  waitForSms(predicate?: (sms: ReceivedSms) => boolean, timeoutMs?: number): Promise<ReceivedSms>;
  /** Stops listening and drops every session (connection refused until `up`). */
  down(): Promise<void>;
  up(): Promise<void>;
  stop(): Promise<void>;
}

/** Reads a NUL-terminated ASCII string at `offset`; returns it and the offset after it. */
function cstring(buffer: Buffer, offset: number): [string, number] {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString('ascii', offset, end), end + 1];
}

/** The short_message of a submit_sm PDU (SMPP 3.4 §4.4.1), straight from its octets. */
function shortMessageOf(pdu: Buffer): Buffer {
  let offset = 16;
  [, offset] = cstring(pdu, offset); // service_type
  offset += 2; // source_addr_ton, source_addr_npi
  [, offset] = cstring(pdu, offset); // source_addr
  offset += 2; // dest_addr_ton, dest_addr_npi
  [, offset] = cstring(pdu, offset); // destination_addr
  offset += 3; // esm_class, protocol_id, priority_flag
  [, offset] = cstring(pdu, offset); // schedule_delivery_time
  [, offset] = cstring(pdu, offset); // validity_period
  offset += 4; // registered_delivery, replace_if_present_flag, data_coding, sm_default_msg_id
  const length = pdu.readUInt8(offset);
  return pdu.subarray(offset + 1, offset + 1 + length);
}

const SUBMIT_SM = 0x00000004;

export async function startTestSmppServer(
  account: Pick<SmppAccount, 'systemId' | 'password'> = { systemId: 'parcelles', password: 'm0tdep' },
): Promise<TestSmppServer> {
  const received: ReceivedSms[] = [];
  const refused: number[] = [];
  const commands: string[] = [];
  const waiters = new Set<{
    predicate: (sms: ReceivedSms) => boolean;
    resolve: (sms: ReceivedSms) => void;
  }>();
  let refusals: number[] = [];
  let mute = false;
  let port = 0;
  let messageIds = 0;

  function serve(session: Session) {
    let systemId = '';
    // The octets node-smpp reads, PDU by PDU: with 'readable' already listened to (node-smpp's),
    // 'data' carries what each read() returns, so listening changes nothing of its flow.
    let pending = Buffer.alloc(0);
    const rawSubmits = new Map<number, Buffer>();
    session.socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 16 && pending.length >= pending.readUInt32BE(0)) {
        const pdu = pending.subarray(0, pending.readUInt32BE(0));
        pending = pending.subarray(pdu.length);
        if (pdu.readUInt32BE(4) === SUBMIT_SM) rawSubmits.set(pdu.readUInt32BE(12), Buffer.from(pdu));
      }
    });
    session.on('error', () => {});
    const bind = (pdu: PDU) => {
      commands.push(pdu.command);
      const ok = pdu.system_id === account.systemId && pdu.password === account.password;
      systemId = String(pdu.system_id);
      session.send(pdu.response({ command_status: ok ? smpp.ESME_ROK : smpp.ESME_RINVPASWD }));
      if (!ok) session.close();
    };
    session.on('bind_transmitter', bind);
    session.on('bind_transceiver', bind);
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      commands.push(pdu.command);
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu: PDU) => {
      if (mute) return;
      const status = refusals.shift();
      if (status !== undefined) {
        refused.push(status);
        return void session.send(pdu.response({ command_status: status }));
      }
      const messageId = `smsc-${++messageIds}`;
      const sms: ReceivedSms = {
        systemId,
        sourceAddr: String(pdu.source_addr),
        sourceAddrTon: Number(pdu.source_addr_ton),
        sourceAddrNpi: Number(pdu.source_addr_npi),
        destinationAddr: String(pdu.destination_addr),
        destAddrTon: Number(pdu.dest_addr_ton),
        destAddrNpi: Number(pdu.dest_addr_npi),
        dataCoding: Number(pdu.data_coding),
        registeredDelivery: Number(pdu.registered_delivery),
        octets: shortMessageOf(rawSubmits.get(pdu.sequence_number) ?? Buffer.alloc(16)),
        text: String((pdu.short_message as { message?: unknown } | undefined)?.message ?? ''),
        messageId,
      };
      rawSubmits.delete(pdu.sequence_number);
      received.push(sms);
      session.send(pdu.response({ message_id: messageId }));
      for (const waiter of waiters) {
        if (waiter.predicate(sms)) {
          waiters.delete(waiter);
          waiter.resolve(sms);
        }
      }
    });
  }

  let server: Server | null = null;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = smpp.createServer(serve);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as AddressInfo).port;
        server = s;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      for (const session of [...s.sessions]) session.destroy();
      s.close(() => resolve());
    });

  await listen();
  const full = { ...account, host: '127.0.0.1', tls: false };
  return {
    get port() {
      return port;
    },
    get account() {
      return { ...full, port };
    },
    get url() {
      return `smpp://${encodeURIComponent(account.systemId)}:${encodeURIComponent(account.password)}@127.0.0.1:${port}`;
    },
    received,
    refused,
    commands,
    refuseNext(status, times = 1) {
      refusals = [...refusals, ...Array<number>(times).fill(status)];
    },
    silent(on) {
      mute = on;
    },
    waitForSms(predicate = () => true, timeoutMs = 5000) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<ReceivedSms>((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (sms: ReceivedSms) => {
            clearTimeout(timer);
            resolve(sms);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching SMS within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    down: close,
    async up() {
      if (!server) await listen();
    },
    stop: close,
  };
}

export interface TestAppWithSmpp extends TestApp {
  smsc: TestSmppServer;
}

/**
 * createTestApp sending its SMS to such a server, its SMS outbox read every 0.2 s so that a test
 * waits little for an SMS; `close` stops both.
 */
export async function createTestAppWithSmpp(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<TestAppWithSmpp> {
  const smsc = await startTestSmppServer();
  let t: TestApp;
  try {
    t = await createTestApp({ SMS_URL: smsc.url, SMS_POLL_SECONDS: '0.2', ...env }, options);
  } catch (err) {
    await smsc.stop();
    throw err;
  }
  return {
    ...t,
    smsc,
    async close() {
      try {
        await t.close();
      } finally {
        await smsc.stop();
      }
    },
  };
}
