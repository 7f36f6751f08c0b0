// The descriptions of link previews and search results (ADR 025), read only by the server's
// rendering, so they stay out of the browser's bundle.
export const seo = {
  homeDescription:
    'Parcelles : choisissez, réservez et achetez votre parcelle dans la Cité Malaika, la ville planifiée de Lubumbashi (RD Congo).',
  mapDescription:
    'Le plan de la Cité Malaika à Lubumbashi : toutes les parcelles, leur surface, leur prix et leur disponibilité.',
  plotDescription: (numeroLot: string, surface: string, prix: string) =>
    `Parcelle ${numeroLot} à la Cité Malaika (Lubumbashi) : ${surface}, ${prix}.`,
};
