// French texts of the site-plan screens (spec §2), word for word where the spec gives them.
export const sitePlan = {
  loading: 'Chargement de la carte...',
  tip: 'Astuce : utilisez la molette de la souris pour zoomer, cliquez sur une parcelle pour voir ses détails et affinez la carte avec les filtres.',
  /** The same tip on a touch screen (issue 23), where there is no wheel and no click. */
  tipTouch:
    'Astuce : pincez la carte avec deux doigts pour zoomer, touchez une parcelle pour voir ses détails et affinez la carte avec les filtres.',
  label: 'Plan interactif de la Cité Malaika',
  roleDescription: 'plan interactif',
  instructions:
    'Flèches : parcelle voisine. Entrée : ouvrir sa fiche. Échap : fermer l’aperçu. + et − : zoomer, 0 : taille initiale. Maj + flèches : déplacer le plan.',
  planAlt: 'Plan de lotissement de la Cité Malaika',
  zoomControls: 'Zoom du plan',
  zoomIn: 'Zoom avant',
  zoomOut: 'Zoom arrière',
  zoomReset: 'Réinitialiser le zoom',
  zoomLevel: (percent: number) => `${percent} %`,
  zoomLevelLabel: 'Niveau de zoom',
  legend: 'Légende',
  noImage: 'Aucune image',
  noAddress: 'Aucune adresse',
  details: 'Voir détails',
  reserve: 'Réserver',
  close: 'Fermer l’aperçu',
  surface: 'Surface',
  price: 'Prix',
  photoAlt: (numeroLot: string) => `Photo de la parcelle ${numeroLot}`,
  /** Read by screen readers when the keyboard reaches a plot: 'LOT-012, Disponible, 450 m², 18 000 $'. */
  announce: (numeroLot: string, statut: string, surface: string, prix: string) =>
    `${numeroLot}, ${statut}, ${surface}, ${prix}`,
  miniLabel: (numeroLot: string) => `Emplacement de la parcelle ${numeroLot} sur le plan de la Cité Malaika`,
} as const;
