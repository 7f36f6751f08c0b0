// The part of node-smpp 0.5.1 (npm `smpp`, which publishes no types) that the SMS channel and its
// tests use: a session (client or server side), the PDUs it exchanges, and the server.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer, Socket } from 'node:net';

  /** A decoded PDU: its header and, by their SMPP names, the command's parameters. */
  export interface PDU {
    command: string;
    command_id: number;
    command_status: number;
    sequence_number: number;
    [parameter: string]: unknown;
    isResponse(): boolean;
    /** The response to this request, e.g. `pdu.response({ command_status: ESME_RTHROTTLED })`. */
    response(options?: Record<string, unknown>): PDU;
  }

  export type PduCallback = (pdu: PDU) => void;

  export interface SessionOptions {
    host?: string;
    port?: number;
    tls?: boolean;
    /** Sends enquire_link every so many milliseconds (the timer is not unref'd). */
    auto_enquire_link_period?: number;
  }

  /** One SMPP connection; each command is a method taking its parameters and the response callback. */
  export interface Session extends EventEmitter {
    socket: Socket;
    send(pdu: PDU, responseCallback?: PduCallback, sendCallback?: PduCallback): boolean;
    bind_transmitter(parameters: Record<string, unknown>, callback?: PduCallback): boolean;
    bind_transceiver(parameters: Record<string, unknown>, callback?: PduCallback): boolean;
    submit_sm(parameters: Record<string, unknown>, callback?: PduCallback): boolean;
    enquire_link(parameters?: Record<string, unknown>, callback?: PduCallback): boolean;
    unbind(parameters?: Record<string, unknown>, callback?: PduCallback): boolean;
    pause(): void;
    resume(): void;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
  }

  export interface Server extends NetServer {
    sessions: Session[];
  }

  interface Smpp {
    connect(options: SessionOptions, listener?: () => void): Session;
    createServer(listener?: (session: Session) => void): Server;
    /** Every command_status by its SMPP name (ESME_ROK, ESME_RTHROTTLED…). */
    errors: Record<string, number>;
    ESME_ROK: number;
    ESME_RSYSERR: number;
    ESME_RBINDFAIL: number;
    ESME_RINVPASWD: number;
    ESME_RINVSYSID: number;
    ESME_RTHROTTLED: number;
    TON: { UNKNOWN: number; INTERNATIONAL: number; NATIONAL: number; ALPHANUMERIC: number };
    NPI: { UNKNOWN: number; ISDN: number };
  }

  const smpp: Smpp;
  export default smpp;
}
