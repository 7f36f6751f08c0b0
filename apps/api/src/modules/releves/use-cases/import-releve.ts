// POST /admin/releves (issue 26, ADR 046): ADMIN imports a statement file into one of the company's
// accounts. The format is judged from the first bytes; the file is read as it streams in, with the
// account's saved CSV mapping or the one sent (saved with the account when the import succeeds).
// Any reason the reader gives, or a statement of another account or currency, refuses the whole
// file (422) with every reason in French. Then, in one transaction: the lines the account does
// not have yet (its duplicate keys) are recorded, debits apart, and the credits are matched to the
// payments they pay (ADR 047). The dry run (`simulation`) does the same in a transaction rolled
// back: the same report, nothing written.
import { importReleveFieldsSchema, type ImportReleveResult } from '@parcelles/shared/contracts/releves';
import { fromCents, type ReleveFormat } from '@parcelles/shared/domain';
import { AppError, notFound } from '@parcelles/shared/errors';
import type { Executor } from '../../../db/client';
import { conflict } from '../../../lib/conflict';
import { isUuid } from '../../../lib/ids';
import { HOUR } from '../../../plugins/rate-limit';
import { recordAudit } from '../../audit/audit.repository';
import { IMPORT_RELEVE_MESSAGES as M } from '../../mail/messages';
import { parseFields } from '../../paiements/use-cases/proof-rules';
import * as lignesRepo from '../../rapprochement/rapprochement.repository';
import { matchAmounts } from '../../rapprochement/use-cases/rapprocher';
import { cleDeDoublon, lireReleve, reconnaitreFormat, type EnteteReleve, type LigneReleve } from '../parsers';
import type { RelevesDeps, Staff } from '../releves.deps';
import * as repo from '../releves.repository';
import type { FichierReleve } from '../releves.upload';

/** file-type and the sniffer need no more than this to judge a file. */
const APERCU_OCTETS = 8192;
/** The links listed in the report. */
const LIENS_MAX = 500;

/** ADR 019's spirit for staff uploads: generous for a day's work, far below a flood. */
const importLimit = (staffId: string) => ({ key: `releves:user:${staffId}`, max: 60, windowMs: HOUR });

interface LigneLue {
  ligne: LigneReleve;
  cle: string;
}

const unprocessable = (message: string, errors: Record<string, string | string[]>) =>
  new AppError('VALIDATION_ERROR', { status: 422, message, errors });

/** Account ids as people write them: letters and digits only, upper case. */
const compact = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * The statement names this account when either number contains the other once punctuation is
 * dropped (`EQBLCDKI/00012-00098765432-10` and `00012 00098765432 10`). An account without a
 * number cannot be checked.
 */
function sameAccount(fichier: string, numero: string | null): boolean {
  if (!numero) return true;
  const a = compact(fichier);
  const b = compact(numero);
  if (!a || !b) return true;
  return a.includes(b) || b.includes(a);
}

/** Why the statement's headers say it is not this account's, or in another currency. */
function headerErrors(entetes: readonly EnteteReleve[], compte: repo.CompteRow): string[] {
  const errors = new Set<string>();
  for (const entete of entetes) {
    if (entete.devise && entete.devise.toUpperCase() !== compte.devise) {
      errors.add(M.wrongCurrency(entete.devise.toUpperCase(), compte.devise, compte.nom));
    }
    if (entete.compte && !sameAccount(entete.compte, compte.numero)) {
      errors.add(M.wrongAccount(entete.compte, compte.nom, compte.numero!));
    }
  }
  return [...errors];
}

/** The file's bytes with its first ones read already (to judge the format), then the rest. */
async function withHead(octets: AsyncIterable<Uint8Array>) {
  const iterator = octets[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  while (size < APERCU_OCTETS) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  async function* all(): AsyncGenerator<Uint8Array> {
    yield* head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { debut: Buffer.concat(head), octets: all() };
}

/** The first bytes of a statement and its format, or the 415 saying what to send instead. */
export async function judgeFormat(fichier: FichierReleve) {
  const { debut, octets } = await withHead(fichier.octets);
  const reconnu = reconnaitreFormat(debut, fichier.nom);
  if (!reconnu.ok) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      status: 415,
      message: reconnu.message,
      errors: { fichier: reconnu.message },
    });
  }
  return { format: reconnu.format, debut, octets };
}

export async function importReleve(
  deps: Pick<RelevesDeps, 'db' | 'clock' | 'limiter' | 'statementMaxBytes'>,
  staff: Staff,
  fields: Record<string, string>,
  fichier: FichierReleve,
): Promise<ImportReleveResult> {
  const { db, clock } = deps;
  const input = parseFields(importReleveFieldsSchema, fields);
  await deps.limiter.check(importLimit(staff.id));
  if (!isUuid(input.compteId)) throw notFound(M.accountUnknown);
  const compte = await repo.findCompte(db, input.compteId);
  if (!compte) throw notFound(M.accountUnknown);
  if (!compte.actif) throw conflict(M.accountInactive);

  const { format, octets } = await judgeFormat(fichier);
  const mapping = format === 'CSV' ? (input.mapping ?? compte.mappingCsv) : undefined;
  if (format === 'CSV' && !mapping) throw unprocessable(M.mappingMissing, { mapping: M.mappingMissing });
  const limits = { octetsMax: deps.statementMaxBytes + 1 };
  const lecture = lireReleve(
    octets,
    format === 'CSV'
      ? { format, mapping: mapping!, devise: compte.devise, ...limits }
      : { format, ...limits },
  );

  // Read to the end, every line keyed; a line is a few hundred bytes, the file is not kept.
  const lues: LigneLue[] = [];
  for await (const ligne of lecture) lues.push({ ligne, cle: cleDeDoublon(ligne, compte.id) });
  const refus = [...lecture.erreurs.map((e) => e.message), ...headerErrors(lecture.entetes, compte)];
  if (refus.length > 0) throw unprocessable(M.refused(refus.length), { fichier: refus });

  const empreinte = fichier.empreinte();
  const days = lues.map((l) => l.ligne.dateOperation).sort();
  const du = days[0] ?? null;
  const au = days.at(-1) ?? null;

  const run = async (tx: Executor): Promise<ImportReleveResult> => {
    // One import of an account at a time: its duplicate keys are read, then written, in turn.
    await repo.lockCompte(tx, compte.id);
    const existing = await lignesRepo.findExistingKeys(
      tx,
      compte.id,
      lues.map((l) => l.cle),
    );
    const seen = new Set<string>();
    const nouvelles: LigneLue[] = [];
    for (const lue of lues) {
      if (existing.has(lue.cle) || seen.has(lue.cle)) continue;
      seen.add(lue.cle);
      nouvelles.push(lue);
    }
    const deja = await repo.findSameFile(tx, compte.id, empreinte);
    let releveId: string | null = null;
    let ids: string[] = [];
    if (nouvelles.length > 0) {
      releveId = await repo.insertReleve(tx, {
        compteId: compte.id,
        nomFichier: fichier.nom,
        format,
        empreinte,
        lignes: lues.length,
        nouvelles: nouvelles.length,
        doublons: lues.length - nouvelles.length,
        du,
        au,
        importeParId: staff.id,
      });
      ids = await lignesRepo.insertLignes(
        tx,
        nouvelles.map(({ ligne, cle }) => ({
          releveId: releveId!,
          compteId: compte.id,
          cleDoublon: cle,
          numeroLigne: ligne.numeroLigne,
          dateOperation: ligne.dateOperation,
          dateValeur: ligne.dateValeur,
          montantCents: ligne.montantCents,
          sens: ligne.sens,
          devise: ligne.devise,
          libelle: ligne.libelle,
          contrepartie: ligne.contrepartie,
          referenceBanque: ligne.referenceBanque,
          referenceClient: ligne.referenceClient,
          annulation: ligne.annulation,
          statut: ligne.sens === 'DEBIT' ? 'DEBIT' : 'A_RAPPROCHER',
        })),
      );
    }
    const credits = nouvelles.filter((l) => l.ligne.sens === 'CREDIT');
    const debits = nouvelles.filter((l) => l.ligne.sens === 'DEBIT');
    const liens = await matchAmounts(
      tx,
      credits.map((l) => l.ligne.montantCents),
    );

    // The report on the new lines, after matching.
    const index = new Map(ids.map((id, i) => [id, nouvelles[i]!]));
    const ofNew = liens.filter((lien) => index.has(lien.ligneId));
    const states = await lignesRepo.findLinesState(
      tx,
      ids.filter((id) => index.get(id)!.ligne.sens === 'CREDIT'),
    );
    const suggerees = states.filter((s) => s.statut === 'A_RAPPROCHER' && s.reservationSuggereeId).length;
    const aRapprocher = states.filter((s) => s.statut === 'A_RAPPROCHER').length;
    const references = await repo.findReservationRefs(
      tx,
      ofNew.map((l) => l.reservationId),
    );
    const sum = (lignes: LigneLue[]) =>
      fromCents(lignes.reduce((total, l) => total + l.ligne.montantCents, 0));
    const mappingEnregistre = format === 'CSV' && input.mapping !== undefined && !input.simulation;
    if (mappingEnregistre) {
      await repo.updateCompte(tx, compte.id, { mappingCsv: input.mapping }, clock.now());
    }
    const result: ImportReleveResult = {
      simulation: input.simulation,
      releveId: input.simulation ? null : releveId,
      compte: { id: compte.id, nom: compte.nom, devise: compte.devise },
      fichier: { nom: fichier.nom, format: format as ReleveFormat, empreinte },
      lignes: lues.length,
      nouvelles: nouvelles.length,
      doublons: lues.length - nouvelles.length,
      ignorees: lecture.lignesIgnorees,
      du,
      au,
      credits: { nombre: credits.length, montant: sum(credits) },
      debits: { nombre: debits.length, montant: sum(debits) },
      rapprochement: { rapprochees: ofNew.length, suggerees, aRapprocher: aRapprocher - suggerees },
      rapprochements: ofNew.slice(0, LIENS_MAX).map((lien) => {
        const { ligne } = index.get(lien.ligneId)!;
        return {
          ligneId: input.simulation ? null : lien.ligneId,
          numeroLigne: ligne.numeroLigne,
          dateOperation: ligne.dateOperation,
          montant: fromCents(ligne.montantCents),
          libelle: ligne.libelle,
          mode: lien.mode,
          paiementId: lien.paiementId,
          reservation: { id: lien.reservationId, reference: references.get(lien.reservationId) ?? '' },
        };
      }),
      mappingEnregistre,
      dejaImporte: deja ? { le: deja.le.toISOString(), par: deja.par } : null,
    };
    if (!input.simulation) {
      await recordAudit(tx, {
        acteurId: staff.id,
        action: 'RELEVE_IMPORTE',
        entite: 'compte_encaissement',
        entiteId: compte.id,
        avant: null,
        apres: null,
        details: {
          releveId,
          fichier: fichier.nom,
          format,
          empreinte,
          lignes: result.lignes,
          nouvelles: result.nouvelles,
          doublons: result.doublons,
          du,
          au,
          rapprochees: ofNew.length,
          mappingEnregistre,
        },
      });
    }
    return result;
  };

  return input.simulation ? repo.inRolledBackTransaction(db, run) : db.transaction(run);
}
