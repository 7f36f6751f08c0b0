import { describe, expect, it } from 'vitest';
import { historyChanges } from './history-changes';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('historyChanges', () => {
  it('names each changed field in French, with readable values before and after', () => {
    const lines = historyChanges({
      avant: { prix: 16_000, surface: 500, statut: 'DISPONIBLE', categorie: null, adresse: 'A' },
      apres: { prix: 18_000, surface: 500, statut: 'SUSPENDUE', categorie: 'MALAIKA_3', adresse: 'A' },
    }).map(nbsp);
    expect(lines).toEqual([
      expect.stringMatching(/^Prix : 16 000 \$.* → 18 000 \$/),
      'Statut : Disponible → Suspendu',
      'Catégorie : — → Malaika 3',
    ]);
  });

  it('lists the values set by a creation', () => {
    expect(
      historyChanges({ avant: null, apres: { numeroLot: 'LOT-7', position: { x: 1200, y: 300 } } }).map(nbsp),
    ).toEqual(['Numéro de lot : LOT-7', 'Position : x 1 200, y 300']);
  });
});
