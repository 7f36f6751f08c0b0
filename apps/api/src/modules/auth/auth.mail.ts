// What the account rules need from the mail outbox: queue a mail inside the caller's transaction,
// then wake the sender once the transaction has committed.
import type { TemplateData, TemplateName } from '../mail/mail.templates';
import type { Executor } from './auth.repository';

export interface MailQueue {
  queue<K extends TemplateName>(db: Executor, to: string, template: K, data: TemplateData<K>): Promise<void>;
  kick(): void;
}
