// Back office texts of mobile money and references used twice (issue 12, ADR 014). Admin chunk only.
export const adminMobileMoney = {
  operator: 'Opérateur',
  methodWithOperator: (methode: string, operateur: string) => `${methode} · ${operateur}`,
  sameReference: {
    title: 'Référence déjà utilisée',
    intro: (count: number) =>
      count === 1
        ? 'Un autre paiement porte la même référence. Vérifiez-le avant de valider :'
        : `${count} autres paiements portent la même référence. Vérifiez-les avant de valider :`,
    link: (reservation: string) => `Paiement de la réservation ${reservation}`,
  },
} as const;
