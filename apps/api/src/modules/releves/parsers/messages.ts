// The French the statement readers answer with, in one place (DESIGN.md §2): what ADMIN reads when
// an import is refused. Each message about a line starts with « Ligne N : », so a list of them can
// be shown as it is; the line is also given apart (ErreurReleve.numeroLigne) to sort or link.

/** « Ligne 14 : » before a message about one line of the file. */
export const enLigne = (numeroLigne: number, message: string) => `Ligne ${numeroLigne} : ${message}`;

const citer = (texte: string) => `« ${texte.length > 60 ? `${texte.slice(0, 57)}…` : texte} »`;

export const RELEVE_MESSAGES = {
  // Reading the file
  tropDErreurs: (limite: number) =>
    `Plus de ${limite} erreurs : la lecture s’est arrêtée là. Corrigez le fichier ou le paramétrage des colonnes, puis relancez l’import.`,
  fichierTropGros: (octetsMax: number) =>
    `Le fichier dépasse la taille maximale acceptée (${Math.round(octetsMax / (1024 * 1024))} Mo).`,
  encodageMelange:
    'le fichier mêle deux encodages (UTF-8 puis un autre) : réenregistrez-le en UTF-8 depuis le portail de la banque ou un tableur.',
  fichierVide: 'Le fichier est vide : aucune opération à importer.',
  devisePourCsv: 'La devise du compte est requise pour lire un relevé CSV (les lignes n’en portent pas).',

  // Amounts and dates
  montantInvalide: (texte: string) => `le montant ${citer(texte)} n’est pas un nombre`,
  montantDecimales: (texte: string) => `le montant ${citer(texte)} a plus de deux chiffres après la virgule`,
  montantTropGrand: (texte: string) => `le montant ${citer(texte)} est trop grand`,
  montantAbsent: 'le montant est vide',
  dateInvalide: (texte: string, format: string) =>
    `la date ${citer(texte)} n’est pas une date valide au format ${format}`,
  dateValeurInvalide: (texte: string, format: string) =>
    `la date de valeur ${citer(texte)} n’est pas une date valide au format ${format}`,
  dateAbsente: 'la date est vide',
  deviseInvalide: (texte: string) => `la devise ${citer(texte)} n’est pas un code ISO 4217 (USD, CDF…)`,

  // CSV
  mappingInvalide: (details: string) => `Le paramétrage des colonnes est invalide : ${details}`,
  colonneAbsente: (nom: string, trouvees: string[]) =>
    `la colonne ${citer(nom)} n’est pas dans l’en-tête (colonnes trouvées : ${trouvees.map(citer).join(', ') || 'aucune'})`,
  enteteAbsente: 'Le fichier s’arrête avant sa ligne d’en-tête.',
  creditEtDebit: 'la ligne a un montant au crédit et au débit : un seul des deux est attendu',
  niCreditNiDebit: 'la ligne n’a de montant ni au crédit ni au débit',
  creditNegatif: (texte: string) => `le montant ${citer(texte)} est négatif dans la colonne des crédits`,
  sensInconnu: (valeur: string, attendues: string[]) =>
    `le sens ${citer(valeur)} n’est ni un crédit ni un débit (valeurs attendues : ${attendues.join(', ')})`,
  sensContradictoire: (valeur: string, montant: string) =>
    `le sens ${citer(valeur)} contredit le signe du montant ${citer(montant)}`,
  guillemetNonFerme:
    'un guillemet ouvert n’est jamais refermé (le reste du fichier a été lu comme une seule cellule)',
  ligneTropLongue: (max: number) =>
    `la ligne dépasse ${Math.round(max / 1024)} Ko : un guillemet est sans doute resté ouvert`,
  csvIllisible: (detail: string) => `le CSV est mal formé (${detail})`,

  // camt.053
  xmlDoctype:
    'Le fichier XML déclare un DOCTYPE (entités) : refusé par sécurité. Un relevé camt.053 n’en contient jamais.',
  xmlMalForme: (detail: string) => `le XML est mal formé (${detail})`,
  xmlTronque: (balise: string | null) =>
    balise
      ? `le fichier s’arrête avant la fin du XML (balise « ${balise} » jamais fermée) : il est sans doute tronqué`
      : 'le fichier s’arrête avant la fin du XML : il est sans doute tronqué',
  xmlTropProfond: (max: number) => `le XML est imbriqué sur plus de ${max} niveaux`,
  xmlTexteTropLong: (balise: string, max: number) =>
    `le contenu de la balise « ${balise} » dépasse ${max} caractères`,
  pasUnCamt053: (racine: string) =>
    `Le fichier XML n’est pas un relevé camt.053 (élément « ${racine} » au lieu de « BkToCstmrStmt »).`,
  camtSansElement: (balise: string) => `l’écriture n’a pas d’élément « ${balise} »`,
  camtSensInvalide: (valeur: string) => `l’indicateur crédit/débit ${citer(valeur)} n’est ni CRDT ni DBIT`,
  camtSansDate: 'l’écriture n’a ni date de comptabilisation ni date de valeur',
  camtSommeTransactions: (somme: string, montant: string) =>
    `les transactions détaillées totalisent ${somme} et non le montant de l’écriture, ${montant}`,
  camtTropDeTransactions: (max: number) => `l’écriture détaille plus de ${max} transactions`,
  camtEcritureTropLongue: (max: number) => `l’écriture porte plus de ${max} caractères d’informations`,

  // Both statements with balances
  soldeIncoherent: (releve: string, ouverture: string, mouvements: string, cloture: string) =>
    `le relevé ${releve} ne tombe pas juste : solde d’ouverture ${ouverture} + mouvements ${mouvements} ≠ solde de clôture ${cloture}. Le fichier est incomplet ou a été modifié.`,

  // MT940
  mt940HorsReleve: (texte: string) => `${citer(texte)} se trouve hors d’un relevé (avant son :20:)`,
  mt940LigneTropLongue: (max: number) =>
    `Le fichier a une ligne de plus de ${max} caractères : ce n’est pas un relevé MT940.`,
  mt940BaliseTropLongue: (balise: string) =>
    `la balise ${balise} s’étend sur trop de lignes : ce n’est pas un relevé MT940 valide`,
  mt940SansReleve: 'Le fichier ne contient aucun relevé MT940 (balise :20:).',
  mt940SansDevise: 'l’opération précède le solde d’ouverture (:60F:) qui donne la devise du relevé',
  mt940Ligne61: (contenu: string) =>
    `l’opération :61: ${citer(contenu)} est incomplète ou mal formée (attendu : date de valeur AAMMJJ, date de comptabilisation MMJJ facultative, sens C, D, RC ou RD, montant avec une virgule, code opération de 4 caractères, référence)`,
  mt940Solde: (balise: string, contenu: string) =>
    `le solde ${balise} ${citer(contenu)} est mal formé (attendu : sens C ou D, date AAMMJJ, devise, montant)`,
  mt940DateInvalide: (texte: string) => `la date ${citer(texte)} n’est pas une date valide (AAMMJJ)`,
  mt940ReleveIncomplet: (releve: string, manque: string) => `le relevé ${releve} n’a pas de ${manque}`,

  // Format
  formatNonReconnu: (detail: string) => `Format de relevé non reconnu : ${detail}`,
} as const;
