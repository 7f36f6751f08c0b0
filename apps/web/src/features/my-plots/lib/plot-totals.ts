export interface PlotTotals {
  count: number;
  /** m². */
  surface: number;
  /** Dollars. */
  value: number;
  categories: number;
}

/** The stat cards of 'Mes parcelles acquises' (spec §2). A plot without a category is not one. */
export function plotTotals(
  parcelles: readonly { surface: number; prix: number; categorie: string | null }[],
): PlotTotals {
  const value = parcelles.reduce((sum, parcelle) => sum + parcelle.prix, 0);
  return {
    count: parcelles.length,
    surface: parcelles.reduce((sum, parcelle) => sum + parcelle.surface, 0),
    // Prices have cents at most: rounding to the cent drops the float noise of adding them.
    value: Math.round(value * 100) / 100,
    categories: new Set(parcelles.flatMap((parcelle) => (parcelle.categorie ? [parcelle.categorie] : [])))
      .size,
  };
}
