import { describe, expect, it } from 'vitest';
import { createRandom } from './random';
import { describeLot, formatAdresse, streetNames, type LotFacts } from './texts';

const facts: LotFacts = {
  categorie: 'MALAIKA_2A',
  facade: 20,
  profondeur: 30,
  orientation: 'nord',
  angle: false,
  street: 'Avenue Kasaï',
  streetIsMain: false,
  nearPark: false,
  nearLake: false,
  outerEdge: false,
  equipement: { label: 'le marché Malaika', metres: 300 },
};

describe('texts', () => {
  it('formats a Lubumbashi address', () => {
    expect(formatAdresse('Avenue Kasaï', 14, 'MALAIKA_2A')).toBe(
      'Avenue Kasaï n°14, Quartier Malaika 2A, Commune Annexe, Lubumbashi',
    );
  });

  it('hands out distinct street names, numbering them once the list runs out', () => {
    const names = streetNames('rue', 60, createRandom(1));
    expect(new Set(names).size).toBe(60);
  });

  it('writes one to three French sentences true to the facts', () => {
    const random = createRandom(4);
    for (let i = 0; i < 50; i++) {
      const text = describeLot(facts, random);
      const sentences = text.split(/(?<=\.) /);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(text).toMatch(/^[A-ZÉ].*\.$/);
      expect(text).toContain('20 m × 30 m');
      expect(text).not.toMatch(/\blac\b|\bparc\b|boulevard|d’angle/i);
    }
  });

  it('uses the French contractions before a facility', () => {
    const random = createRandom(9);
    const texts = Array.from({ length: 30 }, () => describeLot(facts, random));
    expect(texts.some((text) => text.includes('à environ 300 m du marché Malaika'))).toBe(true);
  });
});
