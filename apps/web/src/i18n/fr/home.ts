// French texts of the home page (spec §1 and §2 "Home"), word for word where the spec gives them.
export const home = {
  title: 'Parcelles — Investir dans la Cité Malaika, Lubumbashi',
  badge: 'Investissement sécurisé',
  explore: 'Explorer les parcelles',
  register: 'Créer un compte',
  slider: {
    label: 'À la une',
    slide: (n: number, total: number) => `Diapositive ${n} sur ${total}`,
    goTo: (n: number) => `Afficher la diapositive ${n}`,
    pause: 'Mettre le diaporama en pause',
    play: 'Reprendre le diaporama',
  },
  slides: [
    {
      title: 'Investissez dans la Cité Malaika, la ville planifiée de Lubumbashi',
      text: 'Choisissez votre parcelle sur la carte, réservez-la en ligne en quelques minutes et réglez en toute sérénité, par virement bancaire, en espèces ou par mobile money.',
    },
    {
      title: 'Des parcelles viabilisées, un titre foncier définitif',
      text: "Voiries, eau et électricité planifiées dès l'origine : chaque parcelle vendue est enregistrée au cadastre à votre nom.",
    },
    {
      title: 'Bâtissez votre avenir au cœur du Haut-Katanga',
      text: 'Résidence familiale, commerce ou investissement locatif : trouvez la surface et le budget qui vous conviennent.',
    },
  ],
  highlights: {
    heading: 'Parcelles en quelques chiffres',
    items: [
      { value: '500+', label: 'Parcelles vendues' },
      { value: '98%', label: 'Clients satisfaits' },
      { value: '24h', label: 'Support client' },
      { value: '5+', label: "Années d'expérience" },
    ],
  },
  featured: {
    eyebrow: 'Nouveautés',
    heading: 'Parcelles disponibles à la une',
    text: 'Les dernières parcelles mises en vente dans la Cité Malaika.',
    loading: 'Chargement des parcelles…',
    empty: 'Aucune parcelle disponible pour le moment.',
    emptyText:
      'De nouvelles parcelles sont mises en vente régulièrement : notre équipe vous prévient dès leur ouverture.',
    contact: 'Nous contacter',
    error: 'Les parcelles à la une sont momentanément indisponibles.',
    retry: 'Réessayer',
    seeAll: 'Voir toutes les parcelles',
  },
  benefits: {
    eyebrow: 'Pourquoi nous choisir',
    heading: 'Acheter une parcelle en toute confiance',
    items: [
      {
        title: 'Sécurité garantie',
        text: "Chaque parcelle est vendue avec un titre définitif : le certificat d'enregistrement délivré par les services fonciers à votre nom.",
      },
      {
        title: 'Processus rapide',
        text: 'Réservation en ligne en quelques minutes, preuve de paiement vérifiée sous 24 à 48 heures ouvrées.',
      },
      {
        title: 'Accompagnement client',
        text: "Une équipe à Lubumbashi vous conseille du choix de la parcelle jusqu'à la remise de vos documents.",
      },
    ],
  },
  journey: {
    eyebrow: 'Comment ça marche',
    heading: 'Votre parcelle en quatre étapes',
    steps: [
      { title: 'Explorer', text: 'Parcourez le plan interactif et comparez surfaces, prix et emplacements.' },
      { title: 'Réserver', text: 'Réservez la parcelle choisie en ligne : elle est bloquée à votre nom.' },
      {
        title: 'Payer',
        text: 'Réglez par virement, en espèces ou par mobile money, puis envoyez votre preuve de paiement.',
      },
      { title: 'Posséder', text: 'Après validation, la parcelle est à vous et vos documents sont préparés.' },
    ],
  },
  testimonials: {
    eyebrow: 'Témoignages',
    heading: 'Ils ont choisi la Cité Malaika',
    note: 'Témoignages recueillis auprès de nos clients.',
    rating: '5 étoiles sur 5',
    items: [
      {
        quote:
          "J'ai réservé ma parcelle depuis Bruxelles un dimanche soir. Le lundi, l'équipe m'appelait pour le virement : tout était clair et suivi.",
        name: 'Patrick Mwamba',
        role: 'Ingénieur, diaspora en Belgique',
      },
      {
        quote:
          "Nous cherchions un terrain sûr pour bâtir la maison familiale. Le certificat d'enregistrement nous a été remis comme promis.",
        name: 'Nadine Kalenga',
        role: 'Enseignante, Lubumbashi',
      },
      {
        quote:
          "Le plan interactif m'a permis de comparer les lots près de la future avenue commerciale. J'ai acheté deux parcelles pour mon commerce.",
        name: 'Joseph Ilunga',
        role: 'Commerçant, Likasi',
      },
    ],
  },
  faq: {
    eyebrow: 'Questions fréquentes',
    heading: 'Vous avez des questions ?',
    items: [
      {
        question: 'Comment réserver une parcelle ?',
        answer:
          "Choisissez une parcelle disponible sur la carte, ouvrez sa fiche puis cliquez sur «\u00a0Réserver cette parcelle\u00a0». Une fois votre compte créé, la réservation est confirmée en quelques minutes et la parcelle est bloquée à votre nom pendant la durée indiquée, le temps d'effectuer votre paiement.",
      },
      {
        question: 'Quels documents vais-je recevoir ?',
        answer:
          "Après le paiement complet, vous recevez le contrat de vente, les reçus de chacun de vos paiements et le procès-verbal de bornage de la parcelle. Nous vous accompagnons ensuite auprès des services fonciers jusqu'à la délivrance du certificat d'enregistrement à votre nom.",
      },
      {
        question: 'Le paiement est-il sécurisé ?',
        answer:
          "Oui. Aucun paiement ne transite par le site : vous réglez par virement sur l'un de nos comptes bancaires, ou à notre bureau d'encaissement en espèces, par carte bancaire ou par mobile money, contre un reçu. Vous déposez ensuite votre preuve en ligne et notre équipe la vérifie sous 24 à 48 heures ouvrées.",
      },
      {
        question: 'Puis-je visiter le site avant de réserver ?',
        answer:
          'Bien sûr. Nous organisons des visites de la Cité Malaika du lundi au samedi, sur rendez-vous, au départ de notre bureau commercial de Lubumbashi. Appelez-nous ou écrivez-nous pour fixer la date qui vous convient.',
      },
    ],
  },
  cta: {
    heading: 'Plus de 500 clients satisfaits depuis 2023',
    text: "Rejoignez-les : choisissez votre parcelle aujourd'hui, notre équipe vous accompagne à chaque étape.",
    contact: 'Nous contacter',
  },
} as const;
