import { describe, expect, it } from 'vitest';
import { filenameFrom } from './download-file';

describe("the saved file's name", () => {
  it.each([
    ['attachment; filename="parcelles-2026-11-24.csv"', 'parcelles-2026-11-24.csv'],
    [
      'attachment; filename="parcelles.csv"; filename*=UTF-8\'\'parcelles-%C3%A9t%C3%A9.csv',
      'parcelles-été.csv',
    ],
    ['attachment; filename=modele.json', 'modele.json'],
    ["attachment; filename*=UTF-8''%E0%A4%A.csv", 'export.csv'],
    [null, 'export.csv'],
  ])('reads %s', (disposition, expected) => {
    expect(filenameFrom(disposition, 'export.csv')).toBe(expected);
  });
});
