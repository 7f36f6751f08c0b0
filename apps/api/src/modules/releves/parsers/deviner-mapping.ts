// A first mapping for an account's first CSV import, proposed from the file's opening lines: the
// separator, the header (found below any lines about the account), the columns by their French or
// English titles, the decimal mark and the date format from the values under them. ADMIN checks
// and saves it; nothing is imported on a guess.
import { TextDecoder } from 'node:util';
import type { FormatDate } from './dates';
import { ContexteLecture, depuisWindows1252, verifierUtf8 } from './lecture';
import { enregistrementsCsv, type EnregistrementCsv } from './lecteur-csv';
import { mappingCsvSchema, type MappingCsv } from './mapping-csv';
import type { SeparateurDecimal } from './montant';
import { comparable } from './releve-csv';

export interface PropositionMapping {
  /** A complete mapping, valid for mappingCsvSchema, or null when a role found no column. */
  mapping: MappingCsv | null;
  /** The header's titles as written (empty when none was recognised). */
  entete: string[];
  /** The roles no column was found for, in French, for the screen to ask about. */
  manquants: string[];
}

type Role =
  | 'date'
  | 'dateValeur'
  | 'montant'
  | 'credit'
  | 'debit'
  | 'sens'
  | 'libelle'
  | 'contrepartie'
  | 'reference'
  | 'devise';

/** Titles as `titre()` writes them: accents, case and punctuation dropped. */
const TITRES: Record<Role, string[]> = {
  date: [
    'date',
    'date operation',
    'date d operation',
    'date de l operation',
    'date comptable',
    'date de comptabilisation',
    'date transaction',
    'date de transaction',
    'date et heure',
    'booking date',
    'posting date',
    'transaction date',
    'completion time',
    'date time',
  ],
  dateValeur: ['date valeur', 'date de valeur', 'valeur', 'value date'],
  montant: ['montant', 'montant usd', 'montant cdf', 'somme', 'amount', 'transaction amount'],
  credit: [
    'credit',
    'credits',
    'montant credit',
    'entree',
    'entrees',
    'encaissement',
    'paid in',
    'money in',
    'deposit',
    'credit amount',
  ],
  debit: [
    'debit',
    'debits',
    'montant debit',
    'sortie',
    'sorties',
    'decaissement',
    'withdrawn',
    'money out',
    'withdrawal',
    'debit amount',
  ],
  sens: ['sens', 'd c', 'c d', 'debit credit', 'credit debit', 'dr cr', 'cr dr', 'type'],
  libelle: [
    'libelle',
    'libelle operation',
    'libelle de l operation',
    'libelle complementaire',
    'description',
    'narrative',
    'narration',
    'details',
    'detail',
    'motif',
    'communication',
    'objet',
    'remarks',
    'memo',
    'particulars',
  ],
  contrepartie: [
    'contrepartie',
    'beneficiaire',
    'donneur d ordre',
    'emetteur',
    'expediteur',
    'tiers',
    'other party',
    'other party info',
    'counterparty',
    'payer',
    'sender',
  ],
  reference: [
    'reference',
    'ref',
    'reference banque',
    'reference operation',
    'n operation',
    'numero operation',
    'numero de transaction',
    'id transaction',
    'transaction id',
    'transaction reference',
    'receipt no',
    'receipt number',
  ],
  devise: ['devise', 'monnaie', 'currency'],
};

const NOMS: Record<'date' | 'montant' | 'libelle', string> = {
  date: 'la date',
  montant: 'le montant (ou les colonnes crédit et débit)',
  libelle: 'le libellé',
};

const titre = (texte: string) =>
  comparable(texte)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function roleDe(texte: string): Role | null {
  const t = titre(texte);
  if (t === '') return null;
  for (const [role, titres] of Object.entries(TITRES) as [Role, string[]][]) {
    if (titres.includes(t)) return role;
  }
  // 'Montant (USD)', 'Date opération 2': the start is enough for the two a statement cannot lack.
  if (/^(montant|amount)\b/.test(t)) return 'montant';
  if (/^date\b/.test(t) && !/valeur|value/.test(t)) return 'date';
  return null;
}

/** The file's opening bytes as text: UTF-8 if they are, else Windows-1252 (decoderTexte's rule). */
function apercu(debut: Uint8Array | string): string {
  if (typeof debut === 'string') return debut.replace(/^\uFEFF/, '');
  if (debut[0] === 0xff && debut[1] === 0xfe) return new TextDecoder('utf-16le').decode(debut);
  if (debut[0] === 0xfe && debut[1] === 0xff) return new TextDecoder('utf-16be').decode(debut);
  if (verifierUtf8(debut, false).invalide !== -1) return depuisWindows1252(debut);
  // `stream` drops a character the preview cut in two instead of decoding it as garbage.
  return new TextDecoder('utf-8').decode(debut, { stream: true }).replace(/^\uFEFF/, '');
}

/** The separator splitting the most opening lines into the same number of cells. */
function separateurDe(texte: string): ';' | ',' | '\t' {
  const lignes = texte
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
    .slice(0, 20);
  let meilleur: { separateur: ';' | ',' | '\t'; lignes: number } = { separateur: ';', lignes: 0 };
  for (const separateur of [';', '\t', ','] as const) {
    const comptes = new Map<number, number>();
    for (const ligne of lignes) {
      let n = 0;
      let entre = false;
      for (const c of ligne) {
        if (c === '"') entre = !entre;
        else if (c === separateur && !entre) n += 1;
      }
      if (n > 0) comptes.set(n, (comptes.get(n) ?? 0) + 1);
    }
    const plus = Math.max(0, ...comptes.values());
    if (plus > meilleur.lignes) meilleur = { separateur, lignes: plus };
  }
  return meilleur.separateur;
}

function decimaleDe(valeurs: string[], separateur: string): SeparateurDecimal {
  let virgules = 0;
  let points = 0;
  for (const valeur of valeurs) {
    // The last mark followed by one or two digits ends the number: it is the decimal one.
    const marque = /([.,])\d{1,2}\s*-?\)?$/.exec(valeur.trim())?.[1];
    if (marque === ',') virgules += 1;
    else if (marque === '.') points += 1;
  }
  if (virgules !== points) return virgules > points ? ',' : '.';
  return separateur === ',' ? '.' : ',';
}

function formatDateDe(valeurs: string[]): FormatDate {
  const v = valeurs.map((x) => x.trim()).filter(Boolean);
  if (v.some((x) => /^\d{4}-\d{1,2}-\d{1,2}/.test(x))) return 'AAAA-MM-JJ';
  if (v.some((x) => /^\d{1,2}-\d{1,2}-\d{4}/.test(x))) return 'JJ-MM-AAAA';
  const paires = v.map((x) => /^(\d{1,2})\/(\d{1,2})\/\d{4}/.exec(x)).filter((m) => m !== null);
  if (!paires.some((m) => Number(m[1]) > 12) && paires.some((m) => Number(m[2]) > 12)) return 'MM/JJ/AAAA';
  return 'JJ/MM/AAAA';
}

const CREDITS = ['c', 'cr', 'crdt', 'credit', 'entree', 'in', '+'];
const DEBITS = ['d', 'dr', 'db', 'dbit', 'debit', 'sortie', 'out', '-'];

/**
 * A mapping for the CSV whose opening bytes are `debut` (the first few kilobytes; a line the
 * preview cut short is left out).
 */
export async function devinerMapping(debut: Uint8Array | string): Promise<PropositionMapping> {
  const texte = apercu(debut);
  const separateur = separateurDe(texte);
  // The preview's last line may be cut: only whole lines count.
  const coupe = !/[\r\n]$/.test(texte);
  const contexte = new ContexteLecture();
  const enregistrements: EnregistrementCsv[] = [];
  for await (const e of enregistrementsCsv([texte], separateur, contexte)) enregistrements.push(e);
  // A cut inside quotes ends the reading before the cut record (contexte.arrete); else it came last.
  if (coupe && !contexte.arrete && enregistrements.length > 1) enregistrements.pop();

  const indexEntete = enregistrements
    .slice(0, 20)
    .findIndex((e) => e.cellules.filter((c) => roleDe(c) !== null).length >= 2);
  if (indexEntete === -1) {
    return { mapping: null, entete: [], manquants: Object.values(NOMS) };
  }
  const entete = enregistrements[indexEntete]!.cellules.map((c) => c.trim());
  const donnees = enregistrements.slice(indexEntete + 1, indexEntete + 21).map((e) => e.cellules);
  const colonnes: Partial<Record<Role, string[]>> = {};
  entete.forEach((cellule, i) => {
    const role = roleDe(cellule);
    // A column named twice keeps the first; the narrative may take several.
    if (role && (role === 'libelle' || !colonnes[role])) (colonnes[role] ??= []).push(entete[i]!);
  });
  const valeursDe = (nom: string | undefined) =>
    nom === undefined
      ? []
      : donnees.map((cellules) => cellules[entete.indexOf(nom)] ?? '').filter((v) => v.trim() !== '');

  const date = colonnes.date?.[0];
  const montant = colonnes.montant?.[0];
  const credit = colonnes.credit?.[0];
  const debit = colonnes.debit?.[0];
  const deuxColonnes = !montant && credit !== undefined && debit !== undefined;

  let sens: MappingCsv['colonnes']['sens'];
  const colonneSens = colonnes.sens?.[0];
  if (montant && colonneSens) {
    const valeurs = [...new Set(valeursDe(colonneSens).map((v) => v.trim()))];
    const credits = valeurs.filter((v) => CREDITS.includes(titre(v) || v));
    const debits = valeurs.filter((v) => DEBITS.includes(titre(v) || v));
    if (credits.length > 0 && credits.length + debits.length === valeurs.length) {
      sens = { colonne: colonneSens, credit: credits, ...(debits.length > 0 ? { debit: debits } : {}) };
    }
  }

  const manquants: string[] = [];
  if (!date) manquants.push(NOMS.date);
  if (!montant && !deuxColonnes) manquants.push(NOMS.montant);
  if (!colonnes.libelle) manquants.push(NOMS.libelle);
  if (manquants.length > 0) return { mapping: null, entete, manquants };

  const valeursMontants = deuxColonnes ? [...valeursDe(credit), ...valeursDe(debit)] : valeursDe(montant);
  const propose = mappingCsvSchema.safeParse({
    separateur,
    separateurDecimal: decimaleDe(valeursMontants, separateur),
    formatDate: formatDateDe(valeursDe(date)),
    ligneEntete: true,
    premieresLignesIgnorees: enregistrements[indexEntete]!.numeroLigne - 1,
    colonnes: {
      date,
      ...(colonnes.dateValeur ? { dateValeur: colonnes.dateValeur[0] } : {}),
      ...(deuxColonnes ? { credit, debit } : { montant }),
      ...(sens ? { sens } : {}),
      libelle: colonnes.libelle!.length === 1 ? colonnes.libelle![0] : colonnes.libelle,
      ...(colonnes.contrepartie ? { contrepartie: colonnes.contrepartie[0] } : {}),
      ...(colonnes.reference ? { reference: colonnes.reference[0] } : {}),
      ...(colonnes.devise ? { devise: colonnes.devise[0] } : {}),
    },
  });
  return { mapping: propose.success ? propose.data : null, entete, manquants };
}
