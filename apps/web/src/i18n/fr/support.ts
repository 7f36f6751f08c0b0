// French texts of the floating customer-service button (spec §1) and its pre-filled messages.
export const support = {
  open: 'Contacter le service client',
  close: 'Fermer le service client',
  hint: "Besoin d'aide ? Écrivez-nous sur WhatsApp.",
  panelTitle: 'Service client',
  panelText: "Choisissez un sujet : la conversation s'ouvre sur WhatsApp avec votre message prêt à envoyer.",
  reply: 'Réponse sous 24 à 48 heures ouvrées.',
  newTab: '(nouvel onglet)',
  topics: [
    {
      id: 'parcelle',
      label: 'Informations sur une parcelle',
      message: 'Bonjour, je souhaite avoir des informations sur une parcelle de la Cité Malaika.',
    },
    {
      id: 'reservation',
      label: 'Réservation',
      message: "Bonjour, j'ai une question concernant la réservation d'une parcelle.",
    },
    {
      id: 'technique',
      label: 'Support technique',
      message: "Bonjour, j'ai besoin d'aide technique sur le site Parcelles.",
    },
  ],
} as const;
