// What every statement reader gives, whatever the file (CSV, camt.053, MT940): one line per
// movement on the account, amounts in integer cents, dates as ISO days, with the line of the file
// it came from so a refusal can point at it (ADR 046).

export type Sens = 'CREDIT' | 'DEBIT';

export type FormatReleve = 'CSV' | 'CAMT053' | 'MT940';

/** One movement on a company account, as the bank or the operator reported it. */
export interface LigneReleve {
  /** 1-based line of the file where the movement starts (the CSV record, `<Ntry>`/`<TxDtls>`, `:61:`). */
  numeroLigne: number;
  /** Booking day, `YYYY-MM-DD` (camt BookgDt, MT940 entry date, the mapped CSV date). */
  dateOperation: string;
  /** Value day, `YYYY-MM-DD`, when the file gives one apart. */
  dateValeur: string | null;
  /** Always positive: the direction is `sens`. */
  montantCents: number;
  sens: Sens;
  /** ISO 4217 code (`USD`, `CDF`…). */
  devise: string;
  /** The narrative, remittance information joined by spaces; where a payer quotes `RES-7K4P2Q`. */
  libelle: string;
  /** Who paid (a credit) or was paid (a debit), when the file names them. */
  contrepartie: string | null;
  /**
   * The line's own id given by the bank or the operator (camt AcctSvcrRef, TxId or NtryRef, MT940
   * bank reference, the mapped CSV column: an M-Pesa transaction id): the duplicate key's basis.
   */
  referenceBanque: string | null;
  /** The payer's own reference (camt EndToEndId, MT940 customer reference), never the id of the line. */
  referenceClient: string | null;
  /** A reversal of an earlier movement (MT940 RC/RD, camt RvslInd): `sens` is already its effect. */
  annulation: boolean;
  /**
   * For a line without `referenceBanque`: 1 for the first line of the file with this day, amount,
   * direction and narrative, 2 for the second… so two identical fees of one day stay two lines.
   */
  occurrence: number;
}

/** A reason to refuse the file; `numeroLigne` is null for the file as a whole. */
export interface ErreurReleve {
  numeroLigne: number | null;
  /** The whole French sentence, « Ligne 14 : … » included when it is about a line. */
  message: string;
}

/** A statement's header as the file states it (camt `<Stmt>`, MT940 `:20:` to `:62F:`). */
export interface EnteteReleve {
  numeroLigne: number;
  /** camt Stmt/Id, MT940 :20:. */
  identifiant: string | null;
  /** IBAN or other account id (camt Acct/Id, MT940 :25:), to check it is the chosen account's. */
  compte: string | null;
  devise: string | null;
  /** Signed balances in cents, when given. */
  soldeOuvertureCents: number | null;
  soldeClotureCents: number | null;
}

/** Limits a reading applies; the defaults suit an upload route. */
export interface OptionsLecture {
  /** Errors collected before the reading stops (default 50). */
  limiteErreurs?: number;
  /** Bytes read before the file is refused (default 200 MiB). */
  octetsMax?: number;
}

export const LIMITE_ERREURS = 50;
export const OCTETS_MAX = 200 * 1024 * 1024;
