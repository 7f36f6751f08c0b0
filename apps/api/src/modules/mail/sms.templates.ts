// The French SMS (issue 25), beside the mails and the in-app notifications they go with: short,
// each with the reservation's reference to pay with and the amount in dollars, and one SMS long in
// the GSM 03.38 alphabet (160 septets; lib/gsm7.ts). A text is tried in full first; only when a
// long lot number and amount would not fit is the lot left out (the reference identifies the
// reservation). sms.templates.test.ts checks the longest values against 160 septets.
import { BUSINESS } from '@parcelles/shared/business';
import { APP_TIME_ZONE } from '@parcelles/shared/domain';
import { formatMoney, formatMoney2 } from '@parcelles/shared/format';
import { SMS_MAX_SEPTETS, septets, toGsm7 } from '../../lib/gsm7';

const from = `${BUSINESS.projet}: `;

/** '1 250 $US', with cents only when there are some ('1 250,50 $US'). */
const money = (amount: number) => (Number.isInteger(amount) ? formatMoney(amount) : formatMoney2(amount));

/** A due day (YYYY-MM-DD, Lubumbashi) as a phone shows dates: '05/12/2026'. */
const day = (d: string) => d.split('-').reverse().join('/');

const dateTimeParts = new Intl.DateTimeFormat('fr-FR', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant in Lubumbashi: '05/12/2026 à 14h30'. */
function dateTime(date: Date): string {
  const part = Object.fromEntries(dateTimeParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} à ${part.hour}h${part.minute}`;
}

/** The first text that fits one SMS once in GSM-7; the last one is written to always fit. */
const firstFitting = (...texts: string[]): string =>
  texts.find((text) => septets(toGsm7(text)) <= SMS_MAX_SEPTETS) ?? texts[texts.length - 1]!;

const pay = (reference: string) => `Payez avec la référence ${reference}.`;
/** A hold is kept by the proof of payment, sent from the buyer's space. */
const proof = (reference: string) => `Payez avec la référence ${reference} puis envoyez la preuve.`;
const days = (n: number) => `${n} jour${n > 1 ? 's' : ''}`;

export const smsTemplates = {
  /** Before the due day and on it (`jour`): the instalment, its lot, what is left and the day. */
  rappelEcheance: (d: {
    numeroLot: string;
    reference: string;
    /** 'Acompte', 'Mensualité 2', 'Paiement comptant' (`echeanceLabel`). */
    echeance: string;
    montantRestant: number;
    dateEcheance: string;
    jour: boolean;
  }) => {
    const when = d.jour ? `aujourd'hui ${day(d.dateEcheance)}` : `le ${day(d.dateEcheance)}`;
    return firstFitting(
      `${from}${d.echeance} du lot ${d.numeroLot}, ${money(d.montantRestant)} à payer ${when}. ${pay(d.reference)}`,
      `${from}${d.echeance}, ${money(d.montantRestant)} à payer ${when}. ${pay(d.reference)}`,
    );
  },

  /** After the due day while unpaid: how late, what is left, from which day. */
  echeanceImpayee: (d: {
    numeroLot: string;
    reference: string;
    echeance: string;
    montantRestant: number;
    dateEcheance: string;
    /** Days late. */
    jours: number;
  }) =>
    firstFitting(
      `${from}${d.echeance} du lot ${d.numeroLot} (échéance du ${day(d.dateEcheance)}) en retard de ${days(d.jours)}: ${money(d.montantRestant)} à payer. ${pay(d.reference)}`,
      `${from}${d.echeance} du lot ${d.numeroLot} en retard de ${days(d.jours)}: ${money(d.montantRestant)} à payer. ${pay(d.reference)}`,
      `${from}${d.echeance} en retard de ${days(d.jours)}: ${money(d.montantRestant)} à payer. ${pay(d.reference)}`,
    ),

  /** A pending hold about to expire: when, and the deposit (or the price) to pay to keep it. */
  rappelExpiration: (d: {
    numeroLot: string;
    reference: string;
    /** The first instalment's name: 'Acompte', or 'Paiement comptant' on the cash plan. */
    echeance: string;
    montant: number;
    dateExpiration: Date;
  }) =>
    firstFitting(
      `${from}votre réservation du lot ${d.numeroLot} expire le ${dateTime(d.dateExpiration)}. ${d.echeance}: ${money(d.montant)}. ${proof(d.reference)}`,
      `${from}votre réservation expire le ${dateTime(d.dateExpiration)}. ${d.echeance}: ${money(d.montant)}. ${proof(d.reference)}`,
    ),
};
