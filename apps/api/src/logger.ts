// How the server logs, per environment. Production writes one JSON object a line, for the machines
// that collect logs, with each request at info. Development is read by a person in a terminal:
// pino-pretty lines, and requests at debug, so a page's dozens of calls do not bury what matters
// (a failed request still logs at error). Tests stay quiet unless LOG_LEVEL says otherwise.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';

type LogConfig = Pick<Config, 'env' | 'logLevel'>;

/** Fastify's request log lines, moved from info to debug; errors keep their level. */
class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }

  override routeNotFound(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug(`Route ${request.method}:${request.url} not found`);
  }
}

/** The level of a request's log line: debug in development (QuietRequestLog), info elsewhere. */
export const requestLogLevel = (config: LogConfig) => (config.env === 'development' ? 'debug' : 'info');

/** The logging part of Fastify's options for `config`. */
export function loggingOptions(config: LogConfig): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.env !== 'development') return { logger: { level: config.logLevel } };
  return {
    logger: {
      level: config.logLevel,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    },
    logController: new QuietRequestLog(),
  };
}

/**
 * The line that says the server is up, with the address it actually listens on (what `listen`
 * answered, so HOST and a port of 0 show as bound) and, when they differ, the public URL that
 * links in mails use.
 */
export function readyMessage(address: string, publicUrl: string, database: string): string {
  const mailLinks = publicUrl === address ? '' : `, links in mails use ${publicUrl}`;
  return `Parcelles ready on ${address} (${database}${mailLinks})`;
}
