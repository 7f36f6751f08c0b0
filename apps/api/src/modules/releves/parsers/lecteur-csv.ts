// The records of a CSV file as its text streams in, each with the line it starts on. The rules are
// those of the plot import's reader (apps/api/src/lib/csv.ts): RFC 4180 quotes opening a cell,
// doubled quotes, separators and line breaks inside quotes, CRLF, LF or CR; that reader takes a whole
// string, this one takes chunks, so a 200,000-line statement never sits in memory (ADR 046 says why
// no CSV library: the one tried counted a quoted CRLF as two lines and lost the line of an unclosed
// quote). A cell outgrowing 64 KiB means a quote left open, and stops the reading there.
import type { ContexteLecture } from './lecture';
import { RELEVE_MESSAGES as M } from './messages';

export interface EnregistrementCsv {
  cellules: string[];
  /** 1-based line of the file where the record starts. */
  numeroLigne: number;
  /** Why the record is malformed (text after a closing quote); its cells are then unreliable. */
  defaut?: string;
}

export const CELLULE_MAX = 64 * 1024;
const CELLULES_MAX = 1000;
const ENREGISTREMENT_MAX = 4 * CELLULE_MAX;

/** Records of the text; blank lines give none. Fatal problems go to `contexte`, which stops it. */
export async function* enregistrementsCsv(
  texte: AsyncIterable<string> | Iterable<string>,
  separateur: string,
  contexte: ContexteLecture,
): AsyncGenerator<EnregistrementCsv> {
  let cellule = '';
  let cellules: string[] = [];
  let defaut: string | undefined;
  /** Characters of the record's finished cells, bounded like each cell. */
  let taille = 0;
  let entreGuillemets = false;
  /** A quote closed the cell: only spaces may follow before the separator. */
  let apresGuillemet = false;
  /** A quote was the chunk's last character inside quotes: closing, or the first of a doubled pair. */
  let guillemetEnAttente = false;
  /** A CR was the chunk's last character: an LF opening the next chunk belongs to it. */
  let crEnAttente = false;
  let ligne = 1;
  let debut = 1;
  let ligneGuillemet = 1;
  let premier = true;

  const finCellule = () => {
    cellules.push(cellule);
    cellule = '';
    apresGuillemet = false;
  };

  for await (let morceau of texte) {
    if (contexte.arrete) return;
    if (premier && morceau.length > 0) {
      premier = false;
      if (morceau.charCodeAt(0) === 0xfeff) morceau = morceau.slice(1);
    }
    const prets: EnregistrementCsv[] = [];
    let fatale: [number, string] | null = null;
    const finEnregistrement = () => {
      finCellule();
      const vide = cellules.length === 1 && cellules[0] === '';
      if (!vide)
        prets.push(defaut ? { cellules, numeroLigne: debut, defaut } : { cellules, numeroLigne: debut });
      cellules = [];
      taille = 0;
      defaut = undefined;
    };
    let i = 0;
    if (crEnAttente) {
      crEnAttente = false;
      if (morceau[0] === '\n') i = 1;
    }
    if (guillemetEnAttente) {
      guillemetEnAttente = false;
      if (morceau[0] === '"') {
        cellule += '"';
        i = Math.max(i, 1);
      } else {
        entreGuillemets = false;
        apresGuillemet = true;
      }
    }
    for (; i < morceau.length; i++) {
      const c = morceau[i]!;
      if (entreGuillemets) {
        if (c === '"') {
          if (i + 1 === morceau.length) guillemetEnAttente = true;
          else if (morceau[i + 1] === '"') {
            cellule += '"';
            i += 1;
          } else {
            entreGuillemets = false;
            apresGuillemet = true;
          }
        } else if (c === '\r' || c === '\n') {
          // A line break inside a cell is kept as one LF whatever the file's line ends.
          if (c === '\r') {
            if (i + 1 === morceau.length) crEnAttente = true;
            else if (morceau[i + 1] === '\n') i += 1;
          }
          cellule += '\n';
          ligne += 1;
        } else cellule += c;
        if (cellule.length > CELLULE_MAX) {
          fatale = [ligneGuillemet, M.guillemetNonFerme];
          break;
        }
        continue;
      }
      if (c === separateur) {
        taille += cellule.length;
        finCellule();
        if (cellules.length > CELLULES_MAX || taille > ENREGISTREMENT_MAX) {
          fatale = [
            debut,
            M.csvIllisible(`plus de ${CELLULES_MAX} colonnes ou de ${ENREGISTREMENT_MAX / 1024} Ko`),
          ];
          break;
        }
      } else if (c === '\r' || c === '\n') {
        if (c === '\r') {
          if (i + 1 === morceau.length) crEnAttente = true;
          else if (morceau[i + 1] === '\n') i += 1;
        }
        finEnregistrement();
        ligne += 1;
        debut = ligne;
      } else if (c === '"' && cellule === '' && !apresGuillemet) {
        entreGuillemets = true;
        ligneGuillemet = ligne;
      } else if (apresGuillemet && c !== ' ' && c !== '\t') {
        // Text glued to a closing quote ("abc"def): kept, but the record is reported as malformed.
        defaut ??= M.csvIllisible('texte collé après un guillemet fermant');
        cellule += c;
      } else if (!apresGuillemet) {
        cellule += c;
        if (cellule.length > CELLULE_MAX) {
          fatale = [debut, M.ligneTropLongue(CELLULE_MAX)];
          break;
        }
      }
    }
    // The records before a fatal problem are given first, so they read the same however cut.
    for (const enregistrement of prets) yield enregistrement;
    if (fatale) {
      contexte.fatale(...fatale);
      return;
    }
  }
  if (contexte.arrete) return;
  if (guillemetEnAttente) {
    entreGuillemets = false;
    apresGuillemet = true;
  }
  if (entreGuillemets) {
    contexte.fatale(ligneGuillemet, M.guillemetNonFerme);
    return;
  }
  if (cellule !== '' || cellules.length > 0 || apresGuillemet) {
    finCellule();
    const vide = cellules.length === 1 && cellules[0] === '';
    if (!vide) yield defaut ? { cellules, numeroLigne: debut, defaut } : { cellules, numeroLigne: debut };
  }
}
