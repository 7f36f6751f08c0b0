import { describe, expect, it } from 'vitest';
import {
  dueNow,
  addDays,
  addMonths,
  allocatePayments,
  buildSchedule,
  daysOverdue,
  echeanceLabel,
  lubumbashiDay,
  settledBy,
  type EcheancePrevue,
} from './echeancier';

const HOLD = 7 * 24 * 3600 * 1000;
// 23:30 UTC on 30 January is already 31 January in Lubumbashi (UTC+2).
const RESERVED = '2026-01-30T23:30:00Z';

describe('echeanceLabel', () => {
  it('names the cash payment, the deposit, then the monthly instalments from 1', () => {
    expect(echeanceLabel(1, 1)).toBe('Paiement comptant');
    expect([1, 2, 3, 13].map((numero) => echeanceLabel(numero, 13))).toEqual([
      'Acompte',
      'Mensualité 1',
      'Mensualité 2',
      'Mensualité 12',
    ]);
  });
});

describe('buildSchedule', () => {
  it('cash: one instalment of the whole price, due when the hold ends', () => {
    expect(buildSchedule({ partAcompte: 100, nombreMensualites: 0 }, 2_500_000, RESERVED, HOLD)).toEqual([
      { numero: 1, dateEcheance: '2026-02-07', montantCents: 2_500_000 },
    ]);
  });

  it('30 % then 6 monthly instalments: the deposit at the end of the hold, then the same day each month', () => {
    const schedule = buildSchedule({ partAcompte: 30, nombreMensualites: 6 }, 2_500_000, RESERVED, HOLD);
    expect(schedule.map((e) => e.dateEcheance)).toEqual([
      '2026-02-07',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
    ]);
    expect(schedule[0]!.montantCents).toBe(750_000);
    // 1 750 000 / 6 = 291 666.67: the first four take the odd cents.
    expect(schedule.slice(1).map((e) => e.montantCents)).toEqual([
      291_667, 291_667, 291_667, 291_667, 291_666, 291_666,
    ]);
  });

  it('the instalments add up to the price to the cent, for any price and plan', () => {
    for (let i = 0; i < 2000; i += 1) {
      const prix = 1 + (Math.floor(Math.abs(Math.sin(i * 12.9898) * 43758.5453) * 1e9) % 1_000_000_000);
      const part = 1 + (i % 99);
      const mois = 1 + (i % 36);
      const schedule = buildSchedule({ partAcompte: part, nombreMensualites: mois }, prix, RESERVED, HOLD);
      expect(schedule.reduce((sum, e) => sum + e.montantCents, 0)).toBe(prix);
      expect(schedule.every((e) => e.montantCents > 0 && Number.isInteger(e.montantCents))).toBe(true);
      const monthly = schedule.slice(1).map((e) => e.montantCents);
      expect(Math.max(...monthly) - Math.min(...monthly)).toBeLessThanOrEqual(1);
    }
  });

  it('a tiny price never makes an instalment of 0 cents', () => {
    const schedule = buildSchedule({ partAcompte: 20, nombreMensualites: 12 }, 5, RESERVED, HOLD);
    expect(schedule.map((e) => e.montantCents)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('addMonths and lubumbashiDay', () => {
  it('keeps the day within shorter months and across years', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-12-31', 12)).toBe('2027-12-31');
  });

  it('reads the day in Lubumbashi, not in UTC', () => {
    expect(lubumbashiDay('2026-03-01T21:59:00Z')).toBe('2026-03-01');
    expect(lubumbashiDay('2026-03-01T22:00:00Z')).toBe('2026-03-02');
    expect(lubumbashiDay('nonsense')).toBe('');
  });
});

const SCHEDULE: EcheancePrevue[] = [
  { numero: 1, dateEcheance: '2026-02-07', montantCents: 1000 },
  { numero: 2, dateEcheance: '2026-03-01', montantCents: 500 },
  { numero: 3, dateEcheance: '2026-04-01', montantCents: 500 },
];

describe('allocatePayments', () => {
  it('applies what was paid to the oldest instalment first', () => {
    const situation = allocatePayments(SCHEDULE, 1200, '2026-02-20');
    expect(situation.map((e) => [e.montantPayeCents, e.statut])).toEqual([
      [1000, 'PAYEE'],
      [200, 'PARTIELLE'],
      [0, 'A_VENIR'],
    ]);
  });

  it('an unpaid instalment is late the day after it falls due, not on the day', () => {
    expect(allocatePayments(SCHEDULE, 1200, '2026-03-01')[1]!.statut).toBe('PARTIELLE');
    expect(allocatePayments(SCHEDULE, 1200, '2026-03-02')[1]!.statut).toBe('EN_RETARD');
    expect(daysOverdue(allocatePayments(SCHEDULE, 1200, '2026-03-17'), '2026-03-17')).toBe(16);
    expect(daysOverdue(allocatePayments(SCHEDULE, 2000, '2026-09-01'), '2026-09-01')).toBe(0);
  });

  it('an overpayment pays everything and no more', () => {
    const situation = allocatePayments(SCHEDULE, 9999, '2030-01-01');
    expect(situation.map((e) => e.montantPayeCents)).toEqual([1000, 500, 500]);
    expect(situation.every((e) => e.statut === 'PAYEE')).toBe(true);
  });
});

describe('settledBy', () => {
  it('names the instalments one payment pays, and whether each is now settled', () => {
    expect(settledBy(SCHEDULE, 0, 1000)).toEqual([{ numero: 1, montantCents: 1000, solde: true }]);
    expect(settledBy(SCHEDULE, 800, 900)).toEqual([
      { numero: 1, montantCents: 200, solde: true },
      { numero: 2, montantCents: 500, solde: true },
      { numero: 3, montantCents: 200, solde: false },
    ]);
    expect(settledBy(SCHEDULE, 2000, 300)).toEqual([]);
  });
});

describe('addDays', () => {
  it('moves across months and years, both ways', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-05', -15)).toBe('2026-02-18');
  });
});

describe('dueNow (issue 25)', () => {
  const line = (
    numero: number,
    dateEcheance: string,
    montant: number,
    montantPaye: number,
    statut: string,
  ) => ({
    numero,
    dateEcheance,
    montant,
    montantPaye,
    statut,
  });
  // '30 % puis 6 mensualités' on 44 000 $US: 13 200 then 6 × 5 133,33 (the first one 5 133,35).
  const plan = [
    line(1, '2026-12-05', 13_200, 0, 'A_VENIR'),
    ...[2, 3, 4, 5, 6, 7].map((n) =>
      line(n, `2027-0${n - 1}-28`, n === 2 ? 5_133.35 : 5_133.33, 0, 'A_VENIR'),
    ),
  ];

  it('is the deposit, by its day, on a new hold; what remains after it is the rest', () => {
    expect(dueNow({ statut: 'EN_ATTENTE', montantRestant: 44_000, echeancier: plan })).toEqual({
      enRetard: 0,
      prochaine: { numero: 1, dateEcheance: '2026-12-05', reste: 13_200 },
      montant: 13_200,
      resteEnsuite: 30_800,
    });
  });

  it('adds what is late to the next instalment, and counts what was already paid on it', () => {
    const running = [
      line(1, '2026-12-05', 13_200, 13_200, 'PAYEE'),
      line(2, '2027-01-28', 5_133.35, 1_000, 'EN_RETARD'),
      line(3, '2027-02-28', 5_133.33, 0, 'A_VENIR'),
    ];
    expect(dueNow({ statut: 'VALIDEE', montantRestant: 9_266.68, echeancier: running })).toEqual({
      enRetard: 4_133.35,
      prochaine: { numero: 3, dateEcheance: '2027-02-28', reste: 5_133.33 },
      montant: 9_266.68,
      resteEnsuite: 0,
    });
  });

  it('is nothing on a reservation paid in full, cancelled or expired', () => {
    const paid = plan.map((e) => ({ ...e, montantPaye: e.montant, statut: 'PAYEE' }));
    expect(dueNow({ statut: 'VALIDEE', montantRestant: 0, echeancier: paid })).toBeNull();
    expect(dueNow({ statut: 'ANNULEE', montantRestant: 44_000, echeancier: plan })).toBeNull();
    expect(dueNow({ statut: 'EXPIREE', montantRestant: 44_000, echeancier: plan })).toBeNull();
  });
});
