// Every SMS fits one SMS in the GSM 03.38 alphabet at its longest values, and carries the
// reference and the amount: the texts are written to fit, not cut by the outbox's guard.
import { describe, expect, it } from 'vitest';
import { SMS_MAX_SEPTETS, isGsm7, septets, toGsm7, toSingleSms } from '../../lib/gsm7';
import { smsTemplates } from './sms.templates';

/** The longest values the product allows or meets: a 30-character lot (the form's maximum). */
const LONGEST = {
  numeroLot: 'LOT-ÎLOT-ÊTRE-Œ-2026-BLOC-ZZ-9'.slice(0, 30),
  reference: 'RES-7K4P2Q',
  echeance: 'Paiement comptant',
  /** The first instalment's name, in the hold reminder. */
  premiere: 'Paiement comptant',
  montant: 9_999_999.99,
  dateEcheance: '2026-12-25',
  jours: 365,
};
/** What a buyer usually gets: a lot like those of the city's plan. */
const USUAL = {
  numeroLot: 'B-1024',
  reference: 'RES-7K4P2Q',
  echeance: 'Mensualité 12',
  premiere: 'Acompte',
  montant: 1250,
};

const all = (v: typeof LONGEST | (typeof USUAL & Partial<typeof LONGEST>)) => {
  const dateEcheance = v.dateEcheance ?? '2026-12-05';
  return {
    avant: smsTemplates.rappelEcheance({ ...v, montantRestant: v.montant, dateEcheance, jour: false }),
    jour: smsTemplates.rappelEcheance({ ...v, montantRestant: v.montant, dateEcheance, jour: true }),
    retard: smsTemplates.echeanceImpayee({
      ...v,
      montantRestant: v.montant,
      dateEcheance,
      jours: v.jours ?? 7,
    }),
    expiration: smsTemplates.rappelExpiration({
      ...v,
      echeance: v.premiere,
      montant: v.montant,
      dateExpiration: new Date('2026-12-05T12:30:00Z'),
    }),
  };
};

describe('SMS templates', () => {
  it('read as the buyer gets them, the lot included', () => {
    const texts = all(USUAL);
    expect(texts).toEqual({
      avant:
        'Cité Malaika: Mensualité 12 du lot B-1024, 1\u202f250\u00a0$US à payer le 05/12/2026. Payez avec la référence RES-7K4P2Q.',
      jour: "Cité Malaika: Mensualité 12 du lot B-1024, 1\u202f250\u00a0$US à payer aujourd'hui 05/12/2026. Payez avec la référence RES-7K4P2Q.",
      retard:
        'Cité Malaika: Mensualité 12 du lot B-1024 (échéance du 05/12/2026) en retard de 7 jours: 1\u202f250\u00a0$US à payer. Payez avec la référence RES-7K4P2Q.',
      expiration:
        'Cité Malaika: votre réservation du lot B-1024 expire le 05/12/2026 à 14h30. Acompte: 1\u202f250\u00a0$US. Payez avec la référence RES-7K4P2Q puis envoyez la preuve.',
    });
    // What the phone shows: the French letters of the alphabet kept, the spaces plain.
    expect(toSingleSms(texts.avant)).toBe(
      'Cité Malaika: Mensualité 12 du lot B-1024, 1 250 $US à payer le 05/12/2026. Payez avec la référence RES-7K4P2Q.',
    );
  });

  it('fit one SMS at their longest values, with the reference and the amount', () => {
    for (const values of [LONGEST, USUAL, { ...USUAL, montant: 0.5, jours: 1 }]) {
      for (const [name, text] of Object.entries(all(values))) {
        const sms = toGsm7(text);
        expect(septets(sms), `${name}: ${sms}`).toBeLessThanOrEqual(SMS_MAX_SEPTETS);
        expect(isGsm7(sms)).toBe(true);
        // Nothing is cut: what the outbox stores is the whole text.
        expect(toSingleSms(text)).toBe(sms.trim());
        expect(sms).toContain(values.reference);
        expect(sms).toMatch(/\$US/);
      }
    }
    const longest = all(LONGEST);
    expect(toGsm7(longest.retard)).toContain('9 999 999,99 $US');
    expect(toGsm7(longest.retard)).toContain('en retard de 365 jours');
  });

  it('say one day late in the singular', () => {
    expect(all({ ...USUAL, jours: 1 }).retard).toContain('en retard de 1 jour:');
  });
});
