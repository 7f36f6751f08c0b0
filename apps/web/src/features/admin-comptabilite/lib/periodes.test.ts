import { describe, expect, it } from 'vitest';
import { checkPeriode, presetPeriode } from './periodes';

describe('the accountant’s periods', () => {
  it('gives this month, last month and this year in full', () => {
    expect(presetPeriode('mois', '2026-11-29')).toEqual({ du: '2026-11-01', au: '2026-11-30' });
    expect(presetPeriode('moisDernier', '2026-11-29')).toEqual({ du: '2026-10-01', au: '2026-10-31' });
    expect(presetPeriode('moisDernier', '2026-01-15')).toEqual({ du: '2025-12-01', au: '2025-12-31' });
    expect(presetPeriode('mois', '2028-02-10')).toEqual({ du: '2028-02-01', au: '2028-02-29' });
    expect(presetPeriode('annee', '2026-11-29')).toEqual({ du: '2026-01-01', au: '2026-12-31' });
  });

  it('checks typed days with the API’s French messages', () => {
    expect(checkPeriode('2026-11-01', '2026-11-30')).toEqual({
      ok: true,
      periode: { du: '2026-11-01', au: '2026-11-30' },
    });
    expect(checkPeriode('', '')).toEqual({
      ok: false,
      errors: { du: 'La date de début est obligatoire', au: 'La date de fin est obligatoire' },
    });
    expect(checkPeriode('2026-11-30', '2026-11-01')).toEqual({
      ok: false,
      errors: { au: 'La date de fin doit être postérieure ou égale à la date de début' },
    });
    expect(checkPeriode('2026-01-01', '2027-01-02')).toEqual({
      ok: false,
      errors: { au: 'La période ne peut pas dépasser 366 jours' },
    });
  });
});
