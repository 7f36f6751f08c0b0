// ISO 20022 camt.053 (BankToCustomerStatement), versions .001.02 to .001.13: elements are matched
// by their local names, so whatever the version's namespace or prefix, the same paths read. The
// file streams through saxes (a strict, non-validating SAX parser that never reads a DTD): each
// `<Ntry>` is kept only until it closes, then given as one line, or one per transaction when a
// batch details each transaction's amount. A DOCTYPE is refused outright (no entity, internal or
// external, is ever expanded), and depth and text length are bounded (ADR 046).
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { lireDateIso } from './dates';
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

const PROFONDEUR_MAX = 32;
const TEXTE_MAX = 10_000;
const TRANSACTIONS_MAX = 10_000;
/** An entry is held until it closes: its text is bounded as a whole, not only element by element. */
const TEXTE_PAR_ECRITURE_MAX = 1_000_000;
/** ISO 20022 amounts: digits, a point, up to five decimals. */
const MONTANT_XML = /^\d{1,18}(?:\.\d{1,5})?$/;
/** What a payer writes when they gave no end-to-end reference. */
const SANS_REFERENCE = /^(NOTPROVIDED|NONREF|NONE)$/i;

interface Montant {
  texte: string;
  devise: string | null;
}

interface Transaction {
  numeroLigne: number;
  montant: Montant | null;
  sens: string | null;
  refs: Partial<Record<'AcctSvcrRef' | 'TxId' | 'UETR' | 'EndToEndId', string>>;
  textes: string[];
  debiteur: string | null;
  crediteur: string | null;
}

interface Ecriture {
  numeroLigne: number;
  montant: Montant | null;
  sens: string | null;
  statut: string | null;
  annulation: boolean;
  dateComptable: string | null;
  dateValeur: string | null;
  /** A date was there but unreadable (already reported at its own line). */
  dateIllisible: boolean;
  acctSvcrRef: string | null;
  ntryRef: string | null;
  infos: string[];
  transactions: Transaction[];
  /** Characters of text read inside the entry so far. */
  taille: number;
}

interface Releve {
  numeroLigne: number;
  identifiant: string | null;
  iban: string | null;
  autreId: string | null;
  devise: string | null;
  soldes: { code: string | null; montant: Montant | null; sens: string | null }[];
  mouvementsCents: number;
  erreursAvant: number;
}

const local = (nom: string) => nom.slice(nom.indexOf(':') + 1);
const espaces = (texte: string) => texte.replace(/\s+/g, ' ').trim();

/** Cents of an ISO amount, or null after reporting it. */
function centsDe(
  montant: Montant | null,
  numeroLigne: number,
  contexte: ContexteLecture,
  element = 'Amt',
): number | null {
  if (!montant) {
    contexte.erreur(numeroLigne, M.camtSansElement(element));
    return null;
  }
  const lu = MONTANT_XML.test(montant.texte) ? lireMontant(montant.texte, '.') : null;
  if (!lu || !lu.ok) {
    contexte.erreur(
      numeroLigne,
      lu && !lu.ok && lu.raison === 'decimales'
        ? M.montantDecimales(montant.texte)
        : M.montantInvalide(montant.texte),
    );
    return null;
  }
  return lu.cents;
}

function sensDe(valeur: string | null, numeroLigne: number, contexte: ContexteLecture): Sens | null {
  if (valeur === 'CRDT') return 'CREDIT';
  if (valeur === 'DBIT') return 'DEBIT';
  contexte.erreur(numeroLigne, valeur === null ? M.camtSansElement('CdtDbtInd') : M.camtSensInvalide(valeur));
  return null;
}

/** The entry's lines (one, or one per detailed transaction), after reporting what is wrong. */
function lignesDe(ecriture: Ecriture, releve: Releve | null, contexte: ContexteLecture): LigneLue[] {
  const n = ecriture.numeroLigne;
  const avant = contexte.erreurs.length;
  const cents = centsDe(ecriture.montant, n, contexte);
  const sens = sensDe(ecriture.sens, n, contexte);
  const dateOperation = ecriture.dateComptable ?? ecriture.dateValeur;
  if (!dateOperation && !ecriture.dateIllisible) contexte.erreur(n, M.camtSansDate);
  const devise = ecriture.montant?.devise ?? releve?.devise ?? null;
  if (!devise) contexte.erreur(n, M.camtSansElement('Amt/@Ccy'));
  if (contexte.erreurs.length > avant || cents === null || !sens || !dateOperation || !devise) return [];

  // camt.053 is booked entries; a pending or informative one may change or vanish (and the closing
  // balance leaves it out), so it is not a line to match.
  if (ecriture.statut !== null && ecriture.statut !== 'BOOK') {
    contexte.lignesIgnorees += 1;
    return [];
  }
  if (releve) releve.mouvementsCents += sens === 'CREDIT' ? cents : -cents;
  if (cents === 0) {
    contexte.lignesIgnorees += 1;
    return [];
  }

  const base = {
    dateOperation,
    dateValeur: ecriture.dateValeur,
    devise,
    annulation: ecriture.annulation,
  };
  const libelleDe = (t: Transaction | undefined) =>
    espaces((t && t.textes.length > 0 ? t.textes : ecriture.infos).join(' '));
  const contrepartieDe = (t: Transaction | undefined, s: Sens) =>
    (s === 'CREDIT' ? t?.debiteur : t?.crediteur) ?? null;
  const clientDe = (t: Transaction | undefined) => {
    const e2e = t?.refs.EndToEndId;
    return e2e && !SANS_REFERENCE.test(e2e) ? e2e : null;
  };
  const referenceEcriture = ecriture.acctSvcrRef ?? ecriture.ntryRef;
  const transactions = ecriture.transactions;

  // A batch whose every transaction states its own amount, in the entry's currency: one line each.
  const detaillees =
    transactions.length > 1 &&
    transactions.every((t) => t.montant && (t.montant.devise ?? devise) === devise);
  if (detaillees) {
    const avantTx = contexte.erreurs.length;
    let somme = 0;
    const lignes: LigneLue[] = [];
    transactions.forEach((t, rang) => {
      const centsTx = centsDe(t.montant, t.numeroLigne, contexte);
      const sensTx = t.sens === null ? sens : sensDe(t.sens, t.numeroLigne, contexte);
      if (centsTx === null || !sensTx) return;
      somme += sensTx === 'CREDIT' ? centsTx : -centsTx;
      if (centsTx === 0) return;
      lignes.push({
        ...base,
        numeroLigne: t.numeroLigne,
        montantCents: centsTx,
        sens: sensTx,
        libelle: libelleDe(t),
        contrepartie: contrepartieDe(t, sensTx),
        referenceBanque:
          t.refs.AcctSvcrRef ??
          t.refs.TxId ??
          t.refs.UETR ??
          (referenceEcriture ? `${referenceEcriture}/${rang + 1}` : null),
        referenceClient: clientDe(t),
      });
    });
    if (contexte.erreurs.length > avantTx) return [];
    const attendu = sens === 'CREDIT' ? cents : -cents;
    if (somme !== attendu) {
      contexte.erreur(n, M.camtSommeTransactions(ecrireCents(somme), ecrireCents(attendu)));
      return [];
    }
    return lignes;
  }

  const seule = transactions.length === 1 ? transactions[0] : undefined;
  return [
    {
      ...base,
      numeroLigne: n,
      montantCents: cents,
      sens,
      // Several transactions without their amounts: one line saying all of them.
      libelle:
        seule || transactions.length === 0
          ? libelleDe(seule)
          : espaces(transactions.map(libelleDe).join(' ')),
      contrepartie: contrepartieDe(seule, sens),
      // NtryRef last: many banks number entries from 1 in each statement.
      referenceBanque:
        seule?.refs.AcctSvcrRef ??
        ecriture.acctSvcrRef ??
        seule?.refs.TxId ??
        seule?.refs.UETR ??
        ecriture.ntryRef ??
        null,
      referenceClient: clientDe(seule),
    },
  ];
}

/** The statement's header, after checking that its balances add up. */
function enteteDe(releve: Releve, contexte: ContexteLecture): EnteteReleve {
  const solde = (...codes: string[]) => {
    const trouve = codes.map((c) => releve.soldes.find((s) => s.code === c)).find(Boolean);
    if (!trouve?.montant || !MONTANT_XML.test(trouve.montant.texte)) return null;
    const lu = lireMontant(trouve.montant.texte, '.');
    if (!lu.ok || (trouve.sens !== 'CRDT' && trouve.sens !== 'DBIT')) return null;
    return trouve.sens === 'DBIT' ? -lu.cents : lu.cents;
  };
  const ouverture = solde('OPBD', 'PRCD');
  const cloture = solde('CLBD');
  const nom = releve.identifiant ?? `n° ${contexte.entetes.length + 1}`;
  if (
    ouverture !== null &&
    cloture !== null &&
    contexte.erreurs.length === releve.erreursAvant &&
    ouverture + releve.mouvementsCents !== cloture
  ) {
    contexte.erreur(
      releve.numeroLigne,
      M.soldeIncoherent(
        nom,
        ecrireCents(ouverture),
        ecrireCents(releve.mouvementsCents),
        ecrireCents(cloture),
      ),
    );
  }
  return {
    numeroLigne: releve.numeroLigne,
    identifiant: releve.identifiant,
    compte: releve.iban ?? releve.autreId,
    devise: releve.devise,
    soldeOuvertureCents: ouverture,
    soldeClotureCents: cloture,
  };
}

async function* lireCamt(source: SourceReleve, contexte: ContexteLecture): AsyncGenerator<LigneLue> {
  const sax = new SaxesParser({ xmlns: false, position: true });
  const pile: string[] = [];
  let texte = '';
  let attributs: Record<string, string> = {};
  let prets: LigneLue[] = [];
  let releve: Releve | null = null;
  let ecriture: Ecriture | null = null;
  let transaction: Transaction | null = null;
  let solde: Releve['soldes'][number] | null = null;
  /** Where the current statement, entry, transaction and balance open in `pile`. */
  let auReleve = -1;
  let aLEcriture = -1;
  let aLaTransaction = -1;
  let auSolde = -1;
  let racineVue = false;

  const fatale = (message: string) => {
    if (!contexte.arrete) contexte.fatale(sax.line, message);
  };

  sax.on('doctype', () => {
    contexte.fatale(null, M.xmlDoctype);
  });
  sax.on('error', (erreur) => {
    const detail = erreur.message.replace(/^\d+:\d+: /, '');
    const balise = /^unclosed tag: (.+)$/.exec(detail);
    if (balise) fatale(M.xmlTronque(local(balise[1]!)));
    else fatale(M.xmlMalForme(detail));
  });
  sax.on('opentag', (noeud: SaxesTagPlain) => {
    if (contexte.arrete) return;
    const nom = local(noeud.name);
    pile.push(nom);
    texte = '';
    attributs = noeud.attributes;
    if (pile.length > PROFONDEUR_MAX) return fatale(M.xmlTropProfond(PROFONDEUR_MAX));
    if (!racineVue && pile.length <= 2) {
      // <Document><BkToCstmrStmt>, or the message without its Document wrapper.
      if (nom === 'Document' && pile.length === 1) return;
      racineVue = true;
      if (nom !== 'BkToCstmrStmt') return contexte.fatale(null, M.pasUnCamt053(nom));
      return;
    }
    const ligne = sax.line;
    if (nom === 'Stmt' && pile[pile.length - 2] === 'BkToCstmrStmt') {
      auReleve = pile.length - 1;
      releve = {
        numeroLigne: ligne,
        identifiant: null,
        iban: null,
        autreId: null,
        devise: null,
        soldes: [],
        mouvementsCents: 0,
        erreursAvant: contexte.erreurs.length,
      };
    } else if (releve && nom === 'Ntry' && pile.length - 2 === auReleve) {
      aLEcriture = pile.length - 1;
      ecriture = {
        numeroLigne: ligne,
        montant: null,
        sens: null,
        statut: null,
        annulation: false,
        dateComptable: null,
        dateValeur: null,
        dateIllisible: false,
        acctSvcrRef: null,
        ntryRef: null,
        infos: [],
        transactions: [],
        taille: 0,
      };
    } else if (ecriture && nom === 'TxDtls') {
      if (ecriture.transactions.length >= TRANSACTIONS_MAX)
        return fatale(M.camtTropDeTransactions(TRANSACTIONS_MAX));
      aLaTransaction = pile.length - 1;
      transaction = {
        numeroLigne: ligne,
        montant: null,
        sens: null,
        refs: {},
        textes: [],
        debiteur: null,
        crediteur: null,
      };
      ecriture.transactions.push(transaction);
    } else if (releve && !ecriture && nom === 'Bal' && pile.length - 2 === auReleve) {
      auSolde = pile.length - 1;
      solde = { code: null, montant: null, sens: null };
      releve.soldes.push(solde);
    }
  });
  const ajouterTexte = (morceau: string) => {
    if (contexte.arrete) return;
    texte += morceau;
    if (texte.length > TEXTE_MAX) fatale(M.xmlTexteTropLong(pile[pile.length - 1] ?? '', TEXTE_MAX));
  };
  sax.on('text', ajouterTexte);
  sax.on('cdata', ajouterTexte);
  sax.on('closetag', () => {
    if (contexte.arrete) return;
    const profondeur = pile.length - 1;
    const valeur = espaces(texte);
    const chemin = (depuis: number) => pile.slice(depuis + 1).join('/');
    const montantIci = (): Montant => ({ texte: valeur, devise: attributs.Ccy ?? null });
    if (ecriture) {
      ecriture.taille += valeur.length;
      if (ecriture.taille > TEXTE_PAR_ECRITURE_MAX)
        return fatale(M.camtEcritureTropLongue(TEXTE_PAR_ECRITURE_MAX));
    }

    if (transaction && ecriture && profondeur > aLaTransaction) {
      const t = transaction;
      switch (chemin(aLaTransaction)) {
        case 'Amt':
          t.montant = montantIci();
          break;
        case 'AmtDtls/TxAmt/Amt':
          t.montant ??= montantIci();
          break;
        case 'CdtDbtInd':
          t.sens = valeur;
          break;
        case 'Refs/AcctSvcrRef':
        case 'Refs/TxId':
        case 'Refs/UETR':
        case 'Refs/EndToEndId':
          if (valeur) t.refs[pile[profondeur] as keyof Transaction['refs']] = valeur;
          break;
        case 'RmtInf/Ustrd':
        case 'RmtInf/Strd/CdtrRefInf/Ref':
        case 'RmtInf/Strd/AddtlRmtInf':
        case 'AddtlTxInf':
          if (valeur) t.textes.push(valeur);
          break;
        case 'RltdPties/Dbtr/Nm':
        case 'RltdPties/Dbtr/Pty/Nm':
          t.debiteur = valeur || null;
          break;
        case 'RltdPties/Cdtr/Nm':
        case 'RltdPties/Cdtr/Pty/Nm':
          t.crediteur = valeur || null;
          break;
      }
    } else if (ecriture && profondeur > aLEcriture) {
      const e = ecriture;
      switch (chemin(aLEcriture)) {
        case 'Amt':
          e.montant = montantIci();
          break;
        case 'CdtDbtInd':
          e.sens = valeur;
          break;
        case 'RvslInd':
          e.annulation = valeur === 'true' || valeur === '1';
          break;
        case 'Sts':
        case 'Sts/Cd':
          if (valeur) e.statut = valeur;
          break;
        case 'BookgDt/Dt':
        case 'BookgDt/DtTm':
        case 'ValDt/Dt':
        case 'ValDt/DtTm': {
          const jour = lireDateIso(valeur);
          if (!jour) {
            e.dateIllisible = true;
            contexte.erreur(sax.line, M.dateInvalide(valeur, 'AAAA-MM-JJ'));
          } else if (pile[profondeur - 1] === 'BookgDt') e.dateComptable = jour;
          else e.dateValeur = jour;
          break;
        }
        case 'AcctSvcrRef':
          e.acctSvcrRef = valeur || null;
          break;
        case 'NtryRef':
          e.ntryRef = valeur || null;
          break;
        case 'AddtlNtryInf':
          if (valeur) e.infos.push(valeur);
          break;
      }
    } else if (solde && profondeur > auSolde) {
      switch (chemin(auSolde)) {
        case 'Tp/CdOrPrtry/Cd':
          solde.code = valeur;
          break;
        case 'Amt':
          solde.montant = montantIci();
          break;
        case 'CdtDbtInd':
          solde.sens = valeur;
          break;
      }
    } else if (releve && profondeur > auReleve && !ecriture) {
      switch (chemin(auReleve)) {
        case 'Id':
          releve.identifiant = valeur || null;
          break;
        case 'Acct/Id/IBAN':
          releve.iban = valeur || null;
          break;
        case 'Acct/Id/Othr/Id':
          releve.autreId = valeur || null;
          break;
        case 'Acct/Ccy':
          releve.devise = valeur || null;
          break;
      }
    }

    if (profondeur === aLaTransaction) {
      transaction = null;
      aLaTransaction = -1;
    } else if (profondeur === aLEcriture && ecriture) {
      prets.push(...lignesDe(ecriture, releve, contexte));
      ecriture = null;
      aLEcriture = -1;
    } else if (profondeur === auSolde) {
      solde = null;
      auSolde = -1;
    } else if (profondeur === auReleve && releve) {
      contexte.entetes.push(enteteDe(releve, contexte));
      releve = null;
      auReleve = -1;
    }
    pile.pop();
    texte = '';
  });

  for await (const morceau of decoderTexte(source, contexte)) {
    if (contexte.arrete) return;
    sax.write(morceau);
    yield* prets;
    prets = [];
  }
  if (contexte.arrete) return;
  sax.close();
  yield* prets;
  if (!racineVue && !contexte.arrete) contexte.fatale(null, M.xmlTronque(null));
}

/** Reads a camt.053 statement; each line's currency is its amount's. */
export function lireReleveCamt053(source: SourceReleve, options: OptionsLecture = {}): LectureReleve {
  return new LectureReleve((contexte) => lireCamt(source, contexte), options);
}
