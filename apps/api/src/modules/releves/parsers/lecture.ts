// A statement reading: the lines come out one at a time as the file streams in, while the reasons
// to refuse it are collected beside them (up to a limit), never thrown. The import reads to the
// end, then records everything or nothing: a reading with errors must not be recorded (issue 26).
import { TextDecoder } from 'node:util';
import { empreinteSansReference } from './cle-de-doublon';
import {
  LIMITE_ERREURS,
  OCTETS_MAX,
  type EnteteReleve,
  type ErreurReleve,
  type LigneReleve,
  type OptionsLecture,
} from './ligne-releve';
import { RELEVE_MESSAGES as M, enLigne } from './messages';

/** A file's bytes: a Node Readable, any (async) iterable of chunks, or the whole file at once. */
export type SourceReleve =
  Uint8Array | string | AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;

/** A line before the reading numbers the identical ones. */
export type LigneLue = Omit<LigneReleve, 'occurrence'>;

/** What a format's reader reports into while it reads. */
export class ContexteLecture {
  readonly erreurs: ErreurReleve[] = [];
  readonly entetes: EnteteReleve[] = [];
  /** Lines left out on purpose (a zero amount, a pending camt entry). */
  lignesIgnorees = 0;
  /** Set once the limit of errors is passed or a fatal error ends the reading: readers stop. */
  arrete = false;
  readonly limiteErreurs: number;
  readonly octetsMax: number;

  constructor(options: OptionsLecture = {}) {
    this.limiteErreurs = options.limiteErreurs ?? LIMITE_ERREURS;
    this.octetsMax = options.octetsMax ?? OCTETS_MAX;
  }

  /** An error about one line (or the file, when `numeroLigne` is null); reading goes on. */
  erreur(numeroLigne: number | null, message: string): void {
    if (this.arrete) return;
    if (this.erreurs.length >= this.limiteErreurs) {
      this.erreurs.push({ numeroLigne: null, message: M.tropDErreurs(this.limiteErreurs) });
      this.arrete = true;
      return;
    }
    this.erreurs.push({
      numeroLigne,
      message: numeroLigne === null ? message : enLigne(numeroLigne, message),
    });
  }

  /** An error after which nothing more of the file can be read. */
  fatale(numeroLigne: number | null, message: string): void {
    this.erreur(numeroLigne, message);
    this.arrete = true;
  }
}

/** Everything a reading found, for a dry run, a small file or a test. */
export interface ResultatLecture {
  lignes: LigneReleve[];
  erreurs: ErreurReleve[];
  entetes: EnteteReleve[];
  lignesIgnorees: number;
}

/**
 * One reading of one file: iterate it (once) for the lines as they stream in; `erreurs` and
 * `entetes` fill as it goes and are complete when the iteration ends.
 */
export class LectureReleve implements AsyncIterable<LigneReleve> {
  private readonly contexte: ContexteLecture;
  private commencee = false;
  /** Lines given so far. */
  lignesLues = 0;

  constructor(
    private readonly lire: (contexte: ContexteLecture) => AsyncIterable<LigneLue>,
    options: OptionsLecture = {},
  ) {
    this.contexte = new ContexteLecture(options);
  }

  get erreurs(): readonly ErreurReleve[] {
    return this.contexte.erreurs;
  }
  get entetes(): readonly EnteteReleve[] {
    return this.contexte.entetes;
  }
  get lignesIgnorees(): number {
    return this.contexte.lignesIgnorees;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<LigneReleve, void, undefined> {
    // A second pass would need the file again: a programming error, not a bad file.
    if (this.commencee) throw new Error('Une lecture de relevé ne se parcourt qu’une fois.');
    this.commencee = true;
    // One small entry per line without an id (ADR 046): lines with one need no count.
    const vues = new Map<string, number>();
    for await (const ligne of this.lire(this.contexte)) {
      let occurrence = 1;
      if (!ligne.referenceBanque) {
        const empreinte = empreinteSansReference(ligne);
        occurrence = (vues.get(empreinte) ?? 0) + 1;
        vues.set(empreinte, occurrence);
      }
      this.lignesLues += 1;
      yield { ...ligne, occurrence };
    }
  }

  /** Reads the whole file into memory: for a dry run's summary, small files and tests. */
  async toutLire(): Promise<ResultatLecture> {
    const lignes: LigneReleve[] = [];
    for await (const ligne of this) lignes.push(ligne);
    return {
      lignes,
      erreurs: [...this.erreurs],
      entetes: [...this.entetes],
      lignesIgnorees: this.lignesIgnorees,
    };
  }
}

// --- Bytes to text -------------------------------------------------------------------------------

/** Whole buffers are cut so the readers behind start before the last byte. */
const MORCEAU_MAX = 1024 * 1024;

async function* morceaux(source: SourceReleve): AsyncGenerator<Uint8Array | string> {
  if (typeof source === 'string' || source instanceof Uint8Array) {
    for (let debut = 0; debut < source.length || debut === 0; debut += MORCEAU_MAX) {
      yield source.slice(debut, debut + MORCEAU_MAX);
      if (source.length === 0) break;
    }
    return;
  }
  for await (const morceau of source) yield morceau;
}

/**
 * Where `octets` stop being UTF-8: the index of the first byte of a bad sequence, or -1. A sequence
 * cut by the end of the chunk is not bad unless `fin`; `coupes` tells how many bytes it holds.
 */
export function verifierUtf8(octets: Uint8Array, fin: boolean): { invalide: number; coupes: number } {
  let i = 0;
  while (i < octets.length) {
    const b = octets[i]!;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    let suite: number;
    let min = 0x80;
    let max = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) suite = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      suite = 2;
      if (b === 0xe0) min = 0xa0;
      if (b === 0xed) max = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      suite = 3;
      if (b === 0xf0) min = 0x90;
      if (b === 0xf4) max = 0x8f;
    } else return { invalide: i, coupes: 0 };
    for (let k = 1; k <= suite; k++) {
      if (i + k >= octets.length) return fin ? { invalide: i, coupes: 0 } : { invalide: -1, coupes: k };
      const c = octets[i + k]!;
      if (c < (k === 1 ? min : 0x80) || c > (k === 1 ? max : 0xbf)) return { invalide: i, coupes: 0 };
    }
    i += suite + 1;
  }
  return { invalide: -1, coupes: 0 };
}

const compterLignes = (texte: string) => {
  let n = 0;
  for (let i = texte.indexOf('\n'); i !== -1; i = texte.indexOf('\n', i + 1)) n += 1;
  return n;
};

const ascii = (octets: Uint8Array) =>
  Buffer.from(octets.buffer, octets.byteOffset, octets.length).toString('latin1');

/** What Windows-1252 puts at 0x80-0x9F, where Latin-1 has control characters (five are unused). */
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * Windows-1252 bytes as text. Written out because Node 20's TextDecoder('windows-1252') reads
 * 0x80-0x9F as Latin-1 when not streaming (’ and € lost), and a single-byte code needs no state.
 */
export const depuisWindows1252 = (octets: Uint8Array): string =>
  ascii(octets).replace(/[\u0080-\u009F]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80]!);

const concatener = (a: Uint8Array, b: Uint8Array) => {
  const tout = new Uint8Array(a.length + b.length);
  tout.set(a);
  tout.set(b, a.length);
  return tout;
};

/**
 * The file's text, chunk by chunk. UTF-8 unless it proves otherwise: a BOM settles it (UTF-8 or
 * UTF-16, as Excel's « texte Unicode » writes); otherwise the first non-ASCII character does. A
 * byte that cannot be UTF-8 there means a Windows-1252 export (Latin-1's superset, what French
 * Windows and many e-banking portals write) for the whole file: its ASCII start reads the same in
 * both. A file that turns invalid after valid UTF-8 mixes encodings and is refused.
 */
export async function* decoderTexte(source: SourceReleve, contexte: ContexteLecture): AsyncGenerator<string> {
  // One object, so `decoder` and the loop share the state as it changes.
  const etat: {
    encodage: 'indecis' | 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';
    decodeur: TextDecoder | null;
    /** Bytes held for the next chunk: a BOM's start, or a character cut before judging. */
    attente: Uint8Array | null;
    debut: boolean;
    /** Line breaks given so far, to place a bad byte. */
    lignes: number;
  } = { encodage: 'indecis', decodeur: null, attente: null, debut: true, lignes: 0 };

  const choisir = (encodage: 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be') => {
    etat.encodage = encodage;
    etat.decodeur =
      encodage === 'windows-1252' ? null : new TextDecoder(encodage, { fatal: encodage === 'utf-8' });
  };

  const decoder = (octets: Uint8Array, fin: boolean): string | null => {
    if (etat.encodage === 'indecis') {
      if (etat.debut) {
        if (octets.length < 3 && !fin) {
          etat.attente = octets;
          return '';
        }
        etat.debut = false;
        const [b0, b1, b2] = octets;
        if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) choisir('utf-8');
        else if (b0 === 0xff && b1 === 0xfe) choisir('utf-16le');
        else if (b0 === 0xfe && b1 === 0xff) choisir('utf-16be');
        if (etat.encodage !== 'indecis') return decoder(octets, fin);
      }
      let premier = 0;
      while (premier < octets.length && octets[premier]! < 0x80) premier += 1;
      if (premier === octets.length) premier = -1;
      if (premier === -1) return ascii(octets);
      // The first non-ASCII character decides; what comes after it is judged by that choice.
      const tete = octets[premier]!;
      const longueur = tete >= 0xf0 ? 4 : tete >= 0xe0 ? 3 : 2;
      const caractere = octets.subarray(premier, premier + longueur);
      if (caractere.length < longueur && !fin && verifierUtf8(caractere, false).invalide === -1) {
        // Only the start of a character so far: the next chunk tells.
        etat.attente = octets.subarray(premier).slice();
        return ascii(octets.subarray(0, premier));
      }
      choisir(verifierUtf8(caractere, true).invalide === -1 ? 'utf-8' : 'windows-1252');
      // The ASCII before it reads the same either way.
      return decoder(octets, fin);
    }
    if (etat.encodage === 'windows-1252') return depuisWindows1252(octets);
    try {
      return etat.decodeur!.decode(octets, { stream: !fin });
    } catch {
      // Only the UTF-8 decoder is fatal: find the bad byte's line for the message.
      const { invalide } = verifierUtf8(octets, fin);
      const avant = invalide > 0 ? octets.subarray(0, invalide) : new Uint8Array(0);
      contexte.fatale(etat.lignes + compterLignes(ascii(avant)) + 1, M.encodageMelange);
      return null;
    }
  };

  const donner = (texte: string) => {
    etat.lignes += compterLignes(texte);
    return texte;
  };

  let octetsLus = 0;
  for await (const morceau of morceaux(source)) {
    if (contexte.arrete) return;
    octetsLus += morceau.length;
    if (octetsLus > contexte.octetsMax) {
      contexte.fatale(null, M.fichierTropGros(contexte.octetsMax));
      return;
    }
    if (typeof morceau === 'string') {
      // Already text (a test, or a Readable with setEncoding): nothing to decode.
      if (morceau) yield donner(morceau);
      continue;
    }
    const octets = etat.attente ? concatener(etat.attente, morceau) : morceau;
    etat.attente = null;
    const texte = decoder(octets, false);
    if (texte === null) return;
    if (texte) yield donner(texte);
  }
  if (contexte.arrete) return;
  const texte = decoder(etat.attente ?? new Uint8Array(0), true);
  if (texte) yield donner(texte);
  if (octetsLus === 0) contexte.fatale(null, M.fichierVide);
}
