import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoney2 } from '@parcelles/shared/format';
import { SMS_MAX_SEPTETS, decodeGsm7, isGsm7, septets, toGsm7, toSingleSms } from './gsm7';

describe('toGsm7', () => {
  it('keeps the French letters of the default alphabet', () => {
    const kept = 'é è ù ì ò à É Ç Ä Ö Ñ Ü ä ö ñ ü ß Æ æ Ø ø Å å';
    expect(toGsm7(kept)).toBe(kept);
    expect(toGsm7('Réservation échue à Lubumbashi')).toBe('Réservation échue à Lubumbashi');
  });

  it.each([
    ['ê ë î ï ô û â ç', 'e e i i o u a c'],
    ['Ê Ë È Î Ï Ô Û Â À Ù', 'E E E I I O U A A U'],
    ['œuvre Œuvre', 'oeuvre OEuvre'],
    ['l’échéance', "l'échéance"],
    ['« Acompte »', '" Acompte "'],
    ['a\u00a0b\u202fc', 'a b c'],
    ['2026–2027 — fin', '2026-2027 - fin'],
    ['Payez…', 'Payez...'],
    ['ā ő', 'a o'],
    ['🙂 中', '? ?'],
  ])('transliterates %j deliberately to %j', (input, expected) => {
    expect(toGsm7(input)).toBe(expected);
    expect(isGsm7(toGsm7(input))).toBe(true);
  });

  it('writes the amounts Intl formats (narrow no-break spaces) with plain spaces', () => {
    expect(toGsm7(formatMoney(1250))).toBe('1 250 $US');
    expect(toGsm7(formatMoney2(1234567.5))).toBe('1 234 567,50 $US');
  });
});

describe('septets', () => {
  it('counts a character of the extension table as 2', () => {
    expect(septets('abc')).toBe(3);
    expect(septets('€')).toBe(2);
    expect(septets('[x]')).toBe(5);
    expect(septets('é')).toBe(1);
  });
});

describe('toSingleSms', () => {
  it('leaves a text that fits as it is (transliterated)', () => {
    expect(toSingleSms(' Fenêtre ')).toBe('Fenetre');
  });

  it('cuts a text that does not fit to 160 septets, ending with ...', () => {
    const cut = toSingleSms('x'.repeat(200));
    expect(septets(cut)).toBe(SMS_MAX_SEPTETS);
    expect(cut.endsWith('...')).toBe(true);
    // An extension character is never split from its escape.
    const euros = toSingleSms('€'.repeat(100));
    expect(septets(euros)).toBeLessThanOrEqual(SMS_MAX_SEPTETS);
    expect(euros).toBe(`${'€'.repeat(78)}...`);
  });
});

describe('decodeGsm7', () => {
  it('reads unpacked septets, the escape and the extension table', () => {
    // 'é' is 0x05, 'à' 0x7F, '@' 0x00, '$' 0x02, '€' ESC 0x65, '_' 0x11.
    expect(decodeGsm7([0x05, 0x7f, 0x00, 0x02, 0x1b, 0x65, 0x11, 0x41])).toBe('éà@$€_A');
  });
});
