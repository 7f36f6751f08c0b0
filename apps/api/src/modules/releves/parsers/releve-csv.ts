// A CSV export of an e-banking or an operator's business portal, read with its account's saved
// mapping (mapping-csv.ts): each record becomes a statement line, or the reasons it cannot, with
// its line. Nothing is guessed at this stage: a value the mapping does not explain is an error.
import { lireDate } from './dates';
import {
  LectureReleve,
  decoderTexte,
  type ContexteLecture,
  type LigneLue,
  type SourceReleve,
} from './lecture';
import { enregistrementsCsv } from './lecteur-csv';
import type { OptionsLecture, Sens } from './ligne-releve';
import { mappingCsvSchema, type ColonneCsv, type MappingCsv, type MappingCsvSaisi } from './mapping-csv';
import { RELEVE_MESSAGES as M } from './messages';
import { lireMontant, type MontantLu } from './montant';

export interface OptionsCsv extends OptionsLecture {
  /** The account's currency (ISO 4217), for lines that do not carry one. */
  devise?: string;
}

/** Header text or value as compared: accents, case and extra spaces ignored. */
export const comparable = (texte: string) =>
  texte.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const DEVISE = /^[A-Z]{3}$/;

interface Positions {
  date: number;
  dateValeur?: number;
  montant?: number;
  credit?: number;
  debit?: number;
  sens?: number;
  libelle: number[];
  contrepartie?: number;
  reference?: number;
  devise?: number;
}

/** Every column of the mapping, by its role; `libelle` may hold several. */
function colonnesDuMapping(mapping: MappingCsv): [keyof Positions, ColonneCsv][] {
  const { sens, libelle, ...simples } = mapping.colonnes;
  const liste: [keyof Positions, ColonneCsv][] = [];
  for (const [role, colonne] of Object.entries(simples)) {
    if (colonne !== undefined) liste.push([role as keyof Positions, colonne]);
  }
  if (sens) liste.push(['sens', sens.colonne]);
  for (const colonne of ([] as ColonneCsv[]).concat(libelle)) liste.push(['libelle', colonne]);
  return liste;
}

/** 0-based positions of the mapping's columns, named ones found in the header; null if one lacks. */
function positionsDes(
  mapping: MappingCsv,
  entete: string[] | null,
  numeroLigne: number,
  contexte: ContexteLecture,
): Positions | null {
  const titres = entete?.map(comparable) ?? [];
  const positions: Partial<Positions> & { libelle: number[] } = { libelle: [] };
  let manque = false;
  for (const [role, colonne] of colonnesDuMapping(mapping)) {
    let position: number;
    if (typeof colonne === 'number') position = colonne - 1;
    else {
      position = titres.indexOf(comparable(colonne));
      if (position === -1) {
        contexte.erreur(
          numeroLigne,
          M.colonneAbsente(
            colonne,
            (entete ?? []).map((t) => t.trim()),
          ),
        );
        manque = true;
        continue;
      }
    }
    if (role === 'libelle') positions.libelle.push(position);
    else positions[role] = position;
  }
  if (manque) {
    contexte.arrete = true;
    return null;
  }
  return positions as Positions;
}

const messageMontant = (lu: Extract<MontantLu, { ok: false }>, texte: string) =>
  lu.raison === 'vide'
    ? M.montantAbsent
    : lu.raison === 'decimales'
      ? M.montantDecimales(texte)
      : lu.raison === 'trop-grand'
        ? M.montantTropGrand(texte)
        : M.montantInvalide(texte);

/** One record as a line: the line, 'ignoree' for a zero amount, or null after reporting why not. */
function ligneDe(
  cellules: string[],
  numeroLigne: number,
  p: Positions,
  mapping: MappingCsv,
  deviseCompte: string | undefined,
  contexte: ContexteLecture,
): LigneLue | 'ignoree' | null {
  const cellule = (position: number | undefined) =>
    position === undefined ? '' : (cellules[position] ?? '').trim();
  const erreurs: string[] = [];

  const texteDate = cellule(p.date);
  const dateOperation = texteDate === '' ? null : lireDate(texteDate, mapping.formatDate);
  if (texteDate === '') erreurs.push(M.dateAbsente);
  else if (!dateOperation) erreurs.push(M.dateInvalide(texteDate, mapping.formatDate));
  let dateValeur: string | null = null;
  const texteValeur = cellule(p.dateValeur);
  if (texteValeur !== '') {
    dateValeur = lireDate(texteValeur, mapping.formatDate);
    if (!dateValeur) erreurs.push(M.dateValeurInvalide(texteValeur, mapping.formatDate));
  }

  let montantCents = 0;
  let sens: Sens = 'CREDIT';
  const decimal = mapping.separateurDecimal;
  if (p.montant !== undefined) {
    const texte = cellule(p.montant);
    const lu = lireMontant(texte, decimal);
    if (!lu.ok) erreurs.push(messageMontant(lu, texte));
    else {
      montantCents = lu.cents;
      sens = lu.negatif ? 'DEBIT' : 'CREDIT';
      const regle = mapping.colonnes.sens;
      if (regle && p.sens !== undefined) {
        const valeur = cellule(p.sens);
        const lue = comparable(valeur);
        let selonColonne: Sens | null = null;
        if (regle.credit.some((v) => comparable(v) === lue)) selonColonne = 'CREDIT';
        else if (!regle.debit || regle.debit.some((v) => comparable(v) === lue)) selonColonne = 'DEBIT';
        if (!selonColonne) erreurs.push(M.sensInconnu(valeur, [...regle.credit, ...regle.debit!]));
        else if (lu.negatif && selonColonne === 'CREDIT') erreurs.push(M.sensContradictoire(valeur, texte));
        else sens = selonColonne;
      }
    }
  } else {
    const texteCredit = cellule(p.credit);
    const texteDebit = cellule(p.debit);
    const credit = lireMontant(texteCredit, decimal);
    const debit = lireMontant(texteDebit, decimal);
    if (!credit.ok && credit.raison !== 'vide') erreurs.push(messageMontant(credit, texteCredit));
    if (!debit.ok && debit.raison !== 'vide') erreurs.push(messageMontant(debit, texteDebit));
    if (credit.ok && credit.negatif) erreurs.push(M.creditNegatif(texteCredit));
    const auCredit = credit.ok && credit.cents > 0;
    const auDebit = debit.ok && debit.cents > 0;
    if (auCredit && auDebit) erreurs.push(M.creditEtDebit);
    else if (auCredit) montantCents = credit.cents;
    else if (auDebit) {
      montantCents = debit.cents;
      sens = 'DEBIT';
    } else if (!credit.ok && credit.raison === 'vide' && !debit.ok && debit.raison === 'vide') {
      erreurs.push(M.niCreditNiDebit);
    }
  }

  let devise = deviseCompte;
  const texteDevise = cellule(p.devise);
  if (texteDevise !== '') {
    devise = texteDevise.toUpperCase();
    if (!DEVISE.test(devise)) erreurs.push(M.deviseInvalide(texteDevise));
  } else if (!devise) erreurs.push(M.devisePourCsv);

  if (erreurs.length > 0) {
    for (const message of erreurs) contexte.erreur(numeroLigne, message);
    return null;
  }
  if (montantCents === 0) return 'ignoree';
  const libelle = p.libelle
    .map(cellule)
    .filter((t) => t !== '')
    .join(' ')
    .replace(/\s+/g, ' ');
  return {
    numeroLigne,
    dateOperation: dateOperation!,
    dateValeur,
    montantCents,
    sens,
    devise: devise!,
    libelle,
    contrepartie: cellule(p.contrepartie).replace(/\s+/g, ' ') || null,
    referenceBanque: cellule(p.reference) || null,
    referenceClient: null,
    annulation: false,
  };
}

async function* lireCsv(
  source: SourceReleve,
  mappingSaisi: MappingCsvSaisi,
  options: OptionsCsv,
  contexte: ContexteLecture,
): AsyncGenerator<LigneLue> {
  const verifie = mappingCsvSchema.safeParse(mappingSaisi);
  if (!verifie.success) {
    const details = verifie.error.issues.map((i) => i.message).join(' ');
    contexte.fatale(null, M.mappingInvalide(details));
    return;
  }
  const mapping = verifie.data;
  const devise = options.devise?.trim().toUpperCase();
  if (devise !== undefined && !DEVISE.test(devise)) {
    contexte.fatale(null, M.deviseInvalide(options.devise!));
    return;
  }
  if (!devise && mapping.colonnes.devise === undefined) {
    contexte.fatale(null, M.devisePourCsv);
    return;
  }

  let positions: Positions | null = mapping.ligneEntete ? null : positionsDes(mapping, null, 0, contexte);
  let entetePassee = !mapping.ligneEntete;
  const texte = decoderTexte(source, contexte);
  for await (const { cellules, numeroLigne, defaut } of enregistrementsCsv(
    texte,
    mapping.separateur,
    contexte,
  )) {
    if (contexte.arrete) return;
    if (numeroLigne <= mapping.premieresLignesIgnorees) continue;
    if (!entetePassee) {
      entetePassee = true;
      positions = positionsDes(mapping, cellules, numeroLigne, contexte);
      if (!positions) return;
      continue;
    }
    if (cellules.every((c) => c.trim() === '')) continue;
    if (defaut) {
      contexte.erreur(numeroLigne, defaut);
      continue;
    }
    const ligne = ligneDe(cellules, numeroLigne, positions!, mapping, devise, contexte);
    if (ligne === 'ignoree') contexte.lignesIgnorees += 1;
    else if (ligne) yield ligne;
  }
  if (!contexte.arrete && !entetePassee) contexte.fatale(null, M.enteteAbsente);
}

/**
 * Reads a CSV statement with the account's mapping (validated again here: a bad one is the
 * reading's first error). Needs the account's currency unless the mapping has a currency column.
 */
export function lireReleveCsv(
  source: SourceReleve,
  mapping: MappingCsvSaisi,
  options: OptionsCsv = {},
): LectureReleve {
  return new LectureReleve((contexte) => lireCsv(source, mapping, options, contexte), options);
}
