// Queueing a mail = rendering its template and inserting it into the outbox with the caller's
// database or transaction: a sign-up and its verification mail commit (or roll back) together.
// Sending is the sender's job (mail.sender.ts); call its `kick()` once the transaction committed.
import type { Executor } from '../../db/client';
import { insertMail, type PieceJointe } from './mail.repository';
import { renderTemplate, type TemplateContext, type TemplateData, type TemplateName } from './mail.templates';

export async function queueMail<K extends TemplateName>(
  db: Executor,
  to: string,
  template: K,
  data: TemplateData<K>,
  ctx: TemplateContext,
  options: QueueOptions = {},
): Promise<{ id: string }> {
  const mail = renderTemplate(template, data, ctx);
  return insertMail(db, { destinataire: to.trim(), ...mail, piecesJointes: options.piecesJointes ?? [] });
}

/** Attachments are named here and made by the sender when it sends (e.g. a receipt's PDF, issue 12). */
export interface QueueOptions {
  piecesJointes?: PieceJointe[];
}

/** Renders `template` with `data` and stores it in the outbox, inside `db` (a Database or a tx). */
type QueueMail<Result> = <K extends TemplateName>(
  db: Executor,
  to: string,
  template: K,
  data: TemplateData<K>,
  options?: QueueOptions,
) => Promise<Result>;

export interface Mailer {
  queue: QueueMail<{ id: string }>;
}

/** `queueMail` with the public URL bound once, for the services that send mail. */
export function createMailer(ctx: TemplateContext): Mailer {
  return { queue: (db, to, template, data, options) => queueMail(db, to, template, data, ctx, options) };
}

/**
 * What the modules need from the outbox: queue a mail inside the caller's transaction, then wake
 * the sender once that transaction has committed. app.ts builds one and hands it to every module.
 */
export interface MailQueue {
  queue: QueueMail<void>;
  kick(): void;
}

export function createMailQueue(mailer: Mailer, kick: () => void): MailQueue {
  return {
    queue: async (db, to, template, data, options) =>
      void (await mailer.queue(db, to, template, data, options)),
    kick,
  };
}
