// SWIFT MT940 customer statements, as banks export them: one or several statements per file, each
// `:20:` (its reference) `:25:` (the account) `:28C:` `:60F:`/`:60M:` (opening balance and the
// currency) then `:61:` movements each with its `:86:` narrative, and `:62F:`/`:62M:`. SWIFT's
// `{1:…}{2:…}{4:` envelope and the `-}` or `-` ending are tolerated. Written here rather than taken
// from npm (ADR 046): the one package (mt940js) is unmaintained since 2019, reads amounts into
// floats and dates into local-time Dates, and stops at the first error. Each statement must add up:
// opening balance + movements = closing balance, or the file is refused as cut or edited.
import { lireAammjj, lireMmjjPres } from './dates';
import {
  LectureReleve,
  decoderTexte,
  type ContexteLecture,
  type LigneLue,
  type SourceReleve,
} from './lecture';
import type { EnteteReleve, OptionsLecture, Sens } from './ligne-releve';
import { RELEVE_MESSAGES as M } from './messages';
import { ecrireCents, lireMontant } from './montant';

/**
 * :61: value date YYMMDD, optional entry date MMDD, mark (C, D, RC, RD), optional third letter of
 * the currency (funds code), amount with a decimal comma, type (N/F/S + 3 characters), customer
 * reference, optional '//' bank reference; the supplementary details follow on the next line.
 */
const LIGNE_61 =
  /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?(\d[\d,]{0,14})([NFS][A-Z0-9]{3})((?:(?!\/\/)[^\n])*)(?:\/\/([^\n]*))?(?:\n([\s\S]*))?$/;
const SOLDE = /^([CD])(\d{6})([A-Z]{3})(\d[\d,]{0,14})$/;
const BALISE = /^:(\d{2}[A-Z]?):(.*)$/;
const SANS_REFERENCE = /^NONREF$/i;
/** MT940 lines are 65 characters, a tag a few lines: far beyond, the file is not MT940. */
const LIGNE_MAX = 2000;
const LIGNES_PAR_BALISE_MAX = 200;
/** Lines of :86: (65 characters) and of its ?20-?29 sub-fields (27): a full one was cut mid-word. */
const LARGEUR_86 = 65;
const LARGEUR_SOUS_CHAMP = 27;

interface Balise {
  nom: string;
  lignes: string[];
  numeroLigne: number;
}

interface Releve {
  entete: EnteteReleve;
  mouvementsCents: number;
  erreursAvant: number;
}

/** Continuation lines joined: without a space after a line cut at the format's full width. */
function joindre(morceaux: string[], largeur: number): string {
  let texte = '';
  for (const [i, morceau] of morceaux.entries()) {
    if (i > 0 && morceaux[i - 1]!.length < largeur) texte += ' ';
    texte += morceau;
  }
  return texte.replace(/\s+/g, ' ').trim();
}

/**
 * The narrative and the counterparty of a :86:. German banks structure it as `166?00GUTSCHRIFT
 * ?20…?29` (the narrative in 27-character pieces) `?32?33` (the counterparty); others write free
 * text, which is the narrative as a whole.
 */
export function lire86(lignes: string[]): { libelle: string; contrepartie: string | null } {
  const brut = lignes.join('\n');
  if (!/^\d{3}\?/.test(brut)) return { libelle: joindre(lignes, LARGEUR_86), contrepartie: null };
  const champs = new Map<string, string>();
  for (const [, code, valeur] of brut.replace(/\n/g, '').matchAll(/\?(\d{2})([^?]*)/g)) {
    champs.set(code!, valeur!);
  }
  const entre = (de: number, a: number) =>
    Array.from({ length: a - de + 1 }, (_, i) => champs.get(String(de + i))).filter(
      (v): v is string => v !== undefined && v.trim() !== '',
    );
  const narratif = joindre(entre(20, 29).concat(entre(60, 63)), LARGEUR_SOUS_CHAMP);
  const libelle = [champs.get('00')?.trim(), narratif].filter(Boolean).join(' ');
  const contrepartie = joindre(entre(32, 33), LARGEUR_SOUS_CHAMP);
  return { libelle, contrepartie: contrepartie || null };
}

/** The text's lines, without their CRLF, LF or CR; a line too long for MT940 stops the reading. */
async function* lignesDuTexte(
  texte: AsyncIterable<string>,
  contexte: ContexteLecture,
): AsyncGenerator<string> {
  let reste = '';
  const trop = (lignes: string[]) => {
    if (!lignes.some((ligne) => ligne.length > LIGNE_MAX)) return false;
    contexte.fatale(null, M.mt940LigneTropLongue(LIGNE_MAX));
    return true;
  };
  for await (const morceau of texte) {
    reste += morceau;
    // A CR ending the chunk may be half of a CRLF: it waits, with the unfinished last line.
    const coupe = reste.endsWith('\r') ? reste.length - 1 : reste.length;
    const lignes = reste.slice(0, coupe).split(/\r\n|\n|\r/);
    reste = lignes.pop()! + reste.slice(coupe);
    if (trop([...lignes, reste])) return;
    yield* lignes;
  }
  const lignes = reste.split(/\r\n|\n|\r/);
  if (lignes.at(-1) === '') lignes.pop();
  if (!trop(lignes)) yield* lignes;
}

async function* lireMt940(source: SourceReleve, contexte: ContexteLecture): AsyncGenerator<LigneLue> {
  // One object, so the helpers below and the loop share the state as it changes.
  const etat: {
    releve: Releve | null;
    /** The tag being read, until the next one starts. */
    balise: Balise | null;
    /** The :61: waiting for its :86: (the narrative comes after the amount). */
    enAttente: LigneLue | null;
    vuUnReleve: boolean;
  } = { releve: null, balise: null, enAttente: null, vuUnReleve: false };

  const donner = (narratif: Balise | null): LigneLue | null => {
    const ligne = etat.enAttente;
    etat.enAttente = null;
    if (ligne && narratif) {
      const { libelle, contrepartie } = lire86(narratif.lignes);
      ligne.libelle = [ligne.libelle, libelle].filter(Boolean).join(' ');
      ligne.contrepartie = contrepartie;
    }
    return ligne;
  };

  const fermer = () => {
    const r = etat.releve;
    etat.releve = null;
    if (!r) return;
    const { entete } = r;
    const nom = entete.identifiant ?? `n° ${contexte.entetes.length}`;
    if (entete.soldeOuvertureCents === null) {
      contexte.erreur(entete.numeroLigne, M.mt940ReleveIncomplet(nom, 'solde d’ouverture (:60F:)'));
    } else if (entete.soldeClotureCents === null) {
      contexte.erreur(entete.numeroLigne, M.mt940ReleveIncomplet(nom, 'solde de clôture (:62F:)'));
    } else if (
      contexte.erreurs.length === r.erreursAvant &&
      entete.soldeOuvertureCents + r.mouvementsCents !== entete.soldeClotureCents
    ) {
      contexte.erreur(
        entete.numeroLigne,
        M.soldeIncoherent(
          nom,
          ecrireCents(entete.soldeOuvertureCents),
          ecrireCents(r.mouvementsCents),
          ecrireCents(entete.soldeClotureCents),
        ),
      );
    }
  };

  const solde = (b: Balise): { cents: number; devise: string } | null => {
    const contenu = b.lignes.join('').trim();
    const lu = SOLDE.exec(contenu);
    const jour = lu && lireAammjj(lu[2]!);
    const montant = lu && /^\d+,\d{0,2}$/.test(lu[4]!) ? lireMontant(lu[4]!, ',') : null;
    if (!lu || !jour || !montant?.ok) {
      contexte.erreur(b.numeroLigne, M.mt940Solde(`:${b.nom}:`, contenu));
      return null;
    }
    return { cents: lu[1] === 'D' ? -montant.cents : montant.cents, devise: lu[3]! };
  };

  const mouvement = (b: Balise, r: Releve): LigneLue | null => {
    const contenu = b.lignes.map((l) => l.trimEnd()).join('\n');
    const lu = LIGNE_61.exec(contenu);
    if (!lu) {
      contexte.erreur(b.numeroLigne, M.mt940Ligne61(b.lignes[0]!.trim()));
      return null;
    }
    const [, aammjj, mmjj, marque, , texteMontant, , refClient, refBanque, details] = lu;
    const erreurs: string[] = [];
    const dateValeur = lireAammjj(aammjj!);
    if (!dateValeur) erreurs.push(M.mt940DateInvalide(aammjj!));
    let dateOperation = dateValeur;
    if (dateValeur && mmjj) {
      dateOperation = lireMmjjPres(mmjj, dateValeur);
      if (!dateOperation) erreurs.push(M.mt940DateInvalide(mmjj));
    }
    const montant = /^\d+,\d{0,2}$/.test(texteMontant!) ? lireMontant(texteMontant!, ',') : null;
    if (!montant?.ok) erreurs.push(M.montantInvalide(texteMontant!));
    if (!r.entete.devise) erreurs.push(M.mt940SansDevise);
    if (erreurs.length > 0 || !montant?.ok || !dateOperation) {
      for (const message of erreurs) contexte.erreur(b.numeroLigne, message);
      return null;
    }
    // RC reverses a credit (money leaves the account), RD a debit (money comes back).
    const sens: Sens = marque === 'C' || marque === 'RD' ? 'CREDIT' : 'DEBIT';
    r.mouvementsCents += sens === 'CREDIT' ? montant.cents : -montant.cents;
    if (montant.cents === 0) {
      contexte.lignesIgnorees += 1;
      return null;
    }
    const client = refClient!.trim();
    const banque = refBanque?.trim();
    return {
      numeroLigne: b.numeroLigne,
      dateOperation,
      dateValeur,
      montantCents: montant.cents,
      sens,
      devise: r.entete.devise!,
      // The supplementary details (the line under :61:) come before the :86: narrative.
      libelle: (details ?? '').replace(/\s+/g, ' ').trim(),
      contrepartie: null,
      referenceBanque: banque || null,
      referenceClient: client && !SANS_REFERENCE.test(client) ? client : null,
      annulation: marque!.startsWith('R'),
    };
  };

  /** A whole tag (its continuation lines gathered): what it means for the statement. */
  const traiter = (b: Balise): LigneLue | null => {
    const contenu = b.lignes[0]!.trim();
    if (b.nom === '20') {
      fermer();
      etat.releve = {
        entete: {
          numeroLigne: b.numeroLigne,
          identifiant: contenu || null,
          compte: null,
          devise: null,
          soldeOuvertureCents: null,
          soldeClotureCents: null,
        },
        mouvementsCents: 0,
        erreursAvant: contexte.erreurs.length,
      };
      etat.vuUnReleve = true;
      contexte.entetes.push(etat.releve.entete);
      return null;
    }
    const r = etat.releve;
    if (!r) {
      contexte.erreur(b.numeroLigne, M.mt940HorsReleve(`:${b.nom}:`));
      return null;
    }
    switch (b.nom) {
      case '25':
        r.entete.compte = contenu || null;
        return null;
      case '60F':
      case '60M': {
        const lu = solde(b);
        if (lu) {
          r.entete.soldeOuvertureCents = lu.cents;
          r.entete.devise = lu.devise;
        }
        return null;
      }
      case '62F':
      case '62M': {
        const lu = solde(b);
        if (lu) r.entete.soldeClotureCents = lu.cents;
        return null;
      }
      case '61':
        return mouvement(b, r);
      default:
        // :28C:, :64:, :65:, :NS: and the statement's own :86: say nothing about a line.
        return null;
    }
  };

  /** The tag just completed: a :86: completes the :61: before it; others first give that :61: alone. */
  const finirBalise = (b: Balise): LigneLue | null => {
    if (b.nom === '86' && etat.enAttente) return donner(b);
    const seule = donner(null);
    etat.enAttente = traiter(b);
    return seule;
  };

  let numero = 0;
  for await (const texte of lignesDuTexte(decoderTexte(source, contexte), contexte)) {
    if (contexte.arrete) return;
    numero += 1;
    let brut = numero === 1 && texte.charCodeAt(0) === 0xfeff ? texte.slice(1) : texte;
    // SWIFT's envelope: {1:…}{2:…}{3:…}{4: before the first tag, -} after the last; {5:…} trailer.
    if (brut.startsWith('{')) {
      brut = brut.replace(/^(?:\{[1-3]:(?:[^{}]|\{[^{}]*\})*\})*(?:\{4:)?/, '');
      if (brut.startsWith('{5:')) brut = '';
    }
    const fin = /^-(?:\}.*)?\s*$|^\$\s*$/.test(brut);
    const tag = BALISE.exec(brut);
    if (tag || fin) {
      const ligne = etat.balise ? finirBalise(etat.balise) : null;
      if (ligne) yield ligne;
      etat.balise = tag ? { nom: tag[1]!, lignes: [tag[2]!], numeroLigne: numero } : null;
      if (fin) {
        const derniere = donner(null);
        if (derniere) yield derniere;
        fermer();
      }
    } else if (etat.balise) {
      if (etat.balise.lignes.length >= LIGNES_PAR_BALISE_MAX || brut.length > LIGNE_MAX) {
        contexte.fatale(etat.balise.numeroLigne, M.mt940BaliseTropLongue(`:${etat.balise.nom}:`));
        return;
      }
      etat.balise.lignes.push(brut);
    } else if (brut.trim() !== '' && etat.vuUnReleve) {
      // Text before the first tag is a bank's own header, tolerated; between statements, an error.
      contexte.erreur(numero, M.mt940HorsReleve(brut.trim()));
    }
  }
  if (contexte.arrete) return;
  const ligne = etat.balise ? finirBalise(etat.balise) : null;
  if (ligne) yield ligne;
  const derniere = donner(null);
  if (derniere) yield derniere;
  fermer();
  if (!etat.vuUnReleve && contexte.erreurs.length === 0) contexte.erreur(null, M.mt940SansReleve);
}

/** Reads an MT940 file (one or several statements); each line's currency is its statement's. */
export function lireReleveMt940(source: SourceReleve, options: OptionsLecture = {}): LectureReleve {
  return new LectureReleve((contexte) => lireMt940(source, contexte), options);
}
