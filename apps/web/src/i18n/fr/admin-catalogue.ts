// The French of the back office's catalogue tools (issue 11): a plot's pictures, the export and the
// import of plots. Imported by the admin chunk alone, like admin.ts.
import { CATEGORIES, MAP_GRID, PLOT_STATUTS } from '@parcelles/shared/domain';
import type { ParcelleColumn } from '@parcelles/shared/contracts/parcelles-admin';
import { formatCount } from '@parcelles/shared/format';

const oneOf = (values: readonly string[]) =>
  `${values.slice(0, -1).join(', ')} ou ${values[values.length - 1] ?? ''}`;

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count > 1 ? many : one}`;

/** A plot's fields by their API names, as the import's errors and changes name them. */
const FIELD_LABELS: Record<string, string> = {
  numeroLot: 'Numéro de lot',
  reference: 'Référence',
  surface: 'Surface',
  prix: 'Prix',
  statut: 'Statut',
  categorie: 'Catégorie',
  adresse: 'Adresse',
  localisation: 'Localisation',
  description: 'Description',
  position: 'Position',
  'position.x': 'Position x',
  'position.y': 'Position y',
  positionX: 'Position x',
  positionY: 'Position y',
  x: 'Position x',
  y: 'Position y',
  images: 'Photos',
};

export const adminCatalogue = {
  /** A field's French label; a name the list does not know is shown as the server gave it. */
  fieldLabel: (champ: string) => FIELD_LABELS[champ] ?? champ,

  images: {
    heading: 'Photos de la parcelle',
    intro: 'La première photo est la couverture, montrée sur la carte, les listes et en tête de la fiche.',
    limits: 'JPEG, PNG ou WebP, 10 Mo au plus par photo, 20 photos au plus par parcelle.',
    pick: 'Ajouter des photos',
    drop: 'ou déposez-les ici',
    dropZone: 'Zone de dépôt des photos',
    empty: 'Aucune photo pour le moment.',
    list: (lot: string) => `Photos de la parcelle ${lot}`,
    alt: (index: number, lot: string) => `Photo ${index} de la parcelle ${lot}`,
    position: (index: number, total: number) => `Photo ${index} sur ${total}`,
    moved: (index: number, total: number) => `Photo déplacée : ${index} sur ${total}`,
    coverSet: 'Photo définie comme couverture',
    cover: 'Couverture',
    setCover: 'Définir comme couverture',
    moveBefore: 'Déplacer avant',
    moveAfter: 'Déplacer après',
    dragHandle: 'Glisser pour déplacer',
    keyboardHint:
      'Au clavier : placez-vous sur une photo et utilisez les flèches gauche et droite pour la déplacer.',
    remove: 'Supprimer',
    removeTitle: 'Supprimer cette photo ?',
    removeText: (index: number, lot: string) =>
      `La photo ${index} de la parcelle ${lot} sera retirée du site. Cette action est définitive.`,
    removeConfirm: 'Oui, supprimer',
    removing: 'Suppression…',
    removed: 'Photo supprimée',
    keep: 'Annuler',
    uploading: (count: number) => `Envoi de ${plural(count, 'photo', 'photos')}…`,
    progress: 'Progression de l’envoi',
    cancelUpload: 'Annuler l’envoi',
    uploadCancelled: 'Envoi annulé.',
    uploaded: (count: number) => `${plural(count, 'photo ajoutée', 'photos ajoutées')}`,
    rejectedTitle: 'Ces fichiers n’ont pas été envoyés :',
    tooLarge: (name: string) => `Le fichier ${name} dépasse 10MB`,
    badFormat: (name: string) => `Le fichier ${name} n'est pas un format valide (JPEG, PNG ou WebP)`,
    tooMany: (max: number, left: number) =>
      left > 0
        ? `Maximum ${max} photos par parcelle : vous pouvez encore en ajouter ${left}.`
        : `Maximum ${max} photos par parcelle : supprimez-en une avant d’en ajouter.`,
    uploadFailed: 'L’envoi des photos a échoué.',
    orderFailed: 'L’ordre des photos n’a pas pu être enregistré. L’ordre précédent a été rétabli.',
    removeFailed: 'La photo n’a pas pu être supprimée.',
  },

  export: {
    csv: 'Exporter en CSV',
    json: 'Exporter en JSON',
    busy: 'Export en cours…',
    group: 'Exporter les parcelles filtrées',
    failed: 'L’export a échoué.',
  },

  import: {
    heading: 'Importer des parcelles',
    link: 'Importer',
    back: 'Retour aux parcelles',
    formatTitle: 'Format du fichier',
    formatIntro: (max: number) =>
      `Un fichier CSV (séparateur « ; » ou « , », encodé en UTF-8, une ligne d’en-tête) ou JSON (un tableau d’objets), de ${plural(max, 'parcelle', 'parcelles')} au plus. Une parcelle dont le numéro de lot existe déjà est mise à jour ; les autres sont créées.`,
    allOrNothing:
      'L’import est tout ou rien : si une seule ligne est invalide, rien n’est enregistré et chaque erreur est listée.',
    columnsCaption: 'Colonnes du fichier',
    columnHeader: 'Colonne',
    requiredHeader: 'Obligatoire',
    valuesHeader: 'Valeurs',
    yes: 'Oui',
    no: 'Non',
    /** What each column of PARCELLE_COLUMNS holds (its header comes from the contract). */
    columns: {
      numeroLot: { required: true, values: 'Texte unique, par exemple LOT-0042' },
      reference: { required: false, values: 'Texte unique, par exemple CM-2A-0042' },
      surface: { required: true, values: 'Nombre positif, en m² (virgule ou point décimal)' },
      prix: { required: true, values: 'Nombre positif, en dollars (USD)' },
      statut: { required: true, values: oneOf(PLOT_STATUTS) },
      categorie: { required: false, values: oneOf(CATEGORIES) },
      adresse: { required: false, values: 'Texte' },
      localisation: { required: false, values: 'Texte' },
      description: { required: false, values: 'Texte' },
      'position.x': { required: true, values: `De 0 à ${formatCount(MAP_GRID.width)} sur le plan` },
      'position.y': { required: true, values: `De 0 à ${formatCount(MAP_GRID.height)} sur le plan` },
    } satisfies Record<ParcelleColumn, { required: boolean; values: string }>,
    templates: 'Modèles à télécharger',
    templatesIntro: 'Partez d’un modèle : il contient les en-têtes exacts et une ligne d’exemple.',
    templateCsv: 'Modèle CSV',
    templateJson: 'Modèle JSON',
    templateFailed: 'Le modèle n’a pas pu être téléchargé.',
    fileLabel: 'Fichier à importer (CSV ou JSON)',
    fileHint: '10 Mo au plus.',
    fileChosen: (name: string) => `Fichier choisi : ${name}`,
    fileTooLarge: (name: string) => `Le fichier ${name} dépasse 10MB`,
    fileBadFormat: (name: string) => `Le fichier ${name} n'est pas un format valide (CSV ou JSON)`,
    fileEmpty: (name: string) => `Le fichier ${name} est vide`,
    step1: 'Étape 1 : vérifier',
    step2: 'Étape 2 : importer',
    check: 'Vérifier le fichier',
    checking: 'Vérification…',
    checkFirst: 'Vérifiez d’abord le fichier : l’import se fait après une vérification réussie.',
    run: (count: number) => `Importer ${plural(count, 'parcelle', 'parcelles')}`,
    runNothing: 'Rien à importer',
    runIdle: 'Importer les parcelles',
    running: 'Import en cours…',
    simulationTitle: 'Vérification réussie : rien n’a encore été enregistré.',
    doneTitle: 'Import terminé.',
    created: (count: number) => plural(count, 'parcelle créée', 'parcelles créées'),
    updated: (count: number) => plural(count, 'parcelle modifiée', 'parcelles modifiées'),
    unchanged: (count: number) => plural(count, 'parcelle inchangée', 'parcelles inchangées'),
    /** The same counts after a dry run, where nothing was written (issue 23). */
    wouldCreate: (count: number) => plural(count, 'parcelle serait créée', 'parcelles seraient créées'),
    wouldUpdate: (count: number) => plural(count, 'parcelle serait modifiée', 'parcelles seraient modifiées'),
    wouldStay: (count: number) =>
      plural(count, 'parcelle resterait inchangée', 'parcelles resteraient inchangées'),
    countsLabel: 'Résumé',
    rowsCaptionSimulation: 'Lignes qui seraient créées ou modifiées',
    rowsCaptionDone: 'Lignes créées ou modifiées',
    rowsEmpty: 'Aucune ligne ne change le catalogue.',
    columnsResult: { ligne: 'Ligne', lot: 'Lot', action: 'Action', changements: 'Champs modifiés' },
    actions: { CREEE: 'Création', MODIFIEE: 'Modification', INCHANGEE: 'Inchangée' } as Record<
      string,
      string
    >,
    allFields: 'Tous les champs',
    errorsTitle: (count: number) =>
      `Le fichier contient ${plural(count, 'erreur', 'erreurs')} : rien n’a été importé.`,
    errorsCaption: 'Erreurs du fichier',
    errorsLines: (count: number) => plural(count, 'ligne concernée', 'lignes concernées'),
    columnsErrors: { ligne: 'Ligne', champ: 'Champ', erreur: 'Erreur' },
    wholeRow: 'Ligne entière',
    numbering:
      'Les lignes sont numérotées à partir de la première ligne de données (l’en-tête n’est pas comptée).',
    general: 'Fichier',
    failed: 'Le fichier n’a pas pu être traité.',
    importedToast: (count: number) => `${plural(count, 'parcelle importée', 'parcelles importées')}`,
  },
};
