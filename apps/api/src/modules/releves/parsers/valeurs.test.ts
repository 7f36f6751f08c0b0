import { describe, expect, it } from 'vitest';
import { lireAammjj, lireDate, lireMmjjPres } from './dates';
import { ecrireCents, lireMontant } from './montant';

describe('amounts, read straight into cents', () => {
  it.each([
    ['1 250,50', ',', 125050, false],
    ['1\u00A0250,50', ',', 125050, false],
    ['1\u202F250,50', ',', 125050, false],
    ['1.250,50', ',', 125050, false],
    ['1,250.50', '.', 125050, false],
    ['-1250.5', '.', 125050, true],
    ['1250,50-', ',', 125050, true],
    ['(1 250,50)', ',', 125050, true],
    ['+0,29', ',', 29, false],
    ['0.29', '.', 29, false],
    ['1250,', ',', 125000, false],
    ['1250', ',', 125000, false],
    ['12,500', ',', 1250, false],
    ['$ 1,250.00', '.', 125000, false],
    ['-USD 25.00', '.', 2500, true],
    ['2 800 000,00 CDF', ',', 280000000, false],
    ['1 234 567 890 123,45', ',', 123456789012345, false],
  ] as const)('%s with %s is %i cents', (texte, decimal, cents, negatif) => {
    expect(lireMontant(texte, decimal)).toEqual({ ok: true, cents, negatif });
  });

  it.each([
    ['12,5,0', ',', 'invalide'],
    ['1,250.50', ',', 'invalide'],
    ['1250,50', '.', 'invalide'],
    ['1 25,00', ',', 'invalide'],
    ['1.250 000,00', ',', 'invalide'],
    ['--5', ',', 'invalide'],
    ['-5-', ',', 'invalide'],
    ['abc', ',', 'invalide'],
    ['1e3', '.', 'invalide'],
    ['12,345', ',', 'decimales'],
    ['', ',', 'vide'],
    ['   ', ',', 'vide'],
    ['12345678901234567', ',', 'trop-grand'],
  ] as const)('%s with %s is refused (%s)', (texte, decimal, raison) => {
    expect(lireMontant(texte, decimal)).toEqual({ ok: false, raison });
  });

  it('writes cents back as a French reader reads them', () => {
    expect(ecrireCents(123456789)).toBe('1 234 567,89');
    expect(ecrireCents(-5)).toBe('-0,05');
  });
});

describe('days', () => {
  it('read each format, with a time after them, against the calendar', () => {
    expect(lireDate('05/03/2024', 'JJ/MM/AAAA')).toBe('2024-03-05');
    expect(lireDate('5/3/2024 14:32', 'JJ/MM/AAAA')).toBe('2024-03-05');
    expect(lireDate('03/05/2024', 'MM/JJ/AAAA')).toBe('2024-03-05');
    expect(lireDate('05-03-2024', 'JJ-MM-AAAA')).toBe('2024-03-05');
    expect(lireDate('2024-03-05T23:59:59.5+02:00', 'AAAA-MM-JJ')).toBe('2024-03-05');
    expect(lireDate('29/02/2024', 'JJ/MM/AAAA')).toBe('2024-02-29');
    expect(lireDate('29/02/2023', 'JJ/MM/AAAA')).toBeNull();
    expect(lireDate('13/13/2024', 'JJ/MM/AAAA')).toBeNull();
    expect(lireDate('2024-03-05', 'JJ/MM/AAAA')).toBeNull();
    expect(lireDate('05/03/24', 'JJ/MM/AAAA')).toBeNull();
  });

  it('read SWIFT’s YYMMDD and place an MMDD entry date in the right year', () => {
    expect(lireAammjj('240305')).toBe('2024-03-05');
    expect(lireAammjj('991231')).toBe('1999-12-31');
    expect(lireAammjj('240230')).toBeNull();
    expect(lireMmjjPres('0102', '2023-12-31')).toBe('2024-01-02');
    expect(lireMmjjPres('1231', '2024-01-02')).toBe('2023-12-31');
    expect(lireMmjjPres('0306', '2024-03-05')).toBe('2024-03-06');
  });
});
