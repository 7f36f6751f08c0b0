import { describe, expect, it } from 'vitest';
import { montantEnLettres, nombreEnLettres } from './lettres';

describe('nombreEnLettres', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [61, 'soixante et un'],
    [70, 'soixante-dix'],
    [71, 'soixante et onze'],
    [77, 'soixante-dix-sept'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [90, 'quatre-vingt-dix'],
    [91, 'quatre-vingt-onze'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [180, 'cent quatre-vingts'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [1000, 'mille'],
    [1001, 'mille un'],
    [2000, 'deux mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [300_080, 'trois cent mille quatre-vingts'],
    [1_000_000, 'un million'],
    [2_000_000, 'deux millions'],
    [80_000_000, 'quatre-vingts millions'],
    [200_000_000, 'deux cents millions'],
    [1_000_000_000, 'un milliard'],
    [3_200_001_021, 'trois milliards deux cents millions mille vingt et un'],
  ])('%d → %s', (n, words) => {
    expect(nombreEnLettres(n)).toBe(words);
  });
});

describe('montantEnLettres', () => {
  it.each([
    [0.5, 'cinquante cents'],
    [0.01, 'un cent'],
    [1, 'un dollar américain'],
    [21, 'vingt et un dollars américains'],
    [71, 'soixante et onze dollars américains'],
    [80, 'quatre-vingts dollars américains'],
    [81, 'quatre-vingt-un dollars américains'],
    [91, 'quatre-vingt-onze dollars américains'],
    [100, 'cent dollars américains'],
    [180, 'cent quatre-vingts dollars américains'],
    [200, 'deux cents dollars américains'],
    [1000, 'mille dollars américains'],
    [1001, 'mille un dollars américains'],
    [6000, 'six mille dollars américains'],
    [6000.5, 'six mille dollars américains et cinquante cents'],
    [2_000_000, 'deux millions de dollars américains'],
    [2_000_200, 'deux millions deux cents dollars américains'],
    [25_000_000.5, 'vingt-cinq millions de dollars américains et cinquante cents'],
    [1_250_000_000, 'un milliard deux cent cinquante millions de dollars américains'],
  ])('%d → %s', (amount, words) => {
    expect(montantEnLettres(amount)).toBe(words);
  });

  it('rounds to the cent, as amounts are stored', () => {
    expect(montantEnLettres(10.999)).toBe('onze dollars américains');
    expect(montantEnLettres(0.1 + 0.2)).toBe('trente cents');
  });
});
