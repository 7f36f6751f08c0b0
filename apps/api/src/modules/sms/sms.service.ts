// Queueing an SMS = inserting its text into the outbox with the caller's database or transaction,
// as mails are: a reminder recorded and its SMS commit (or roll back) together. Only to an account
// with a number an SMS can reach that did not turn SMS off (profile, Préférences). Sending is the
// sender's job (sms.sender.ts); call `kick()` once the transaction committed. The texts are the
// callers' (mail/sms.templates.ts); this module knows no other, so every module may call it.
import type { Executor } from '../../db/client';
import { toSingleSms } from '../../lib/gsm7';
import { insertSms } from './sms.repository';
import { smsNumber } from './sms.phone';

/** The account an SMS is for, as the users table has it. */
export interface SmsRecipient {
  telephone: string | null;
  /** False once the buyer turned the SMS reminders off. */
  rappelsSms: boolean;
}

/** The reminder an SMS carries: the collections desk reports its channels (issue 25). */
export interface SmsAbout {
  reservationId: string;
  /** The reminder's instant, as recorded on the reservation or its instalment. */
  rappelLe: Date;
}

/**
 * What the modules need from the SMS outbox: queue a text inside the caller's transaction, then
 * wake the sender once that transaction has committed. app.ts builds one and hands it around.
 */
export interface SmsQueue {
  /** Resolves with whether an SMS was queued (no number, SMS turned off or the channel off: false). */
  queue(db: Executor, to: SmsRecipient, texte: string, about?: SmsAbout): Promise<boolean>;
  kick(): void;
}

/**
 * `enabled` is false in production without SMS_URL: nothing could send them, and reminders kept
 * for an SMSC configured weeks later would arrive out of time.
 */
export function createSmsQueue({ enabled, kick }: { enabled: boolean; kick: () => void }): SmsQueue {
  return {
    async queue(db, to, texte, about) {
      const destinataire = smsNumber(to.telephone);
      if (!enabled || !to.rappelsSms || !destinataire) return false;
      await insertSms(db, {
        destinataire,
        // GSM-7 and one SMS, whatever the caller wrote (the templates fit: sms.templates.test.ts).
        texte: toSingleSms(texte),
        reservationId: about?.reservationId ?? null,
        rappelLe: about?.rappelLe ?? null,
      });
      return true;
    },
    kick,
  };
}

/** For callers that send no SMS (the demo's history, played through the use cases). */
export const NO_SMS: SmsQueue = { queue: async () => false, kick: () => {} };
