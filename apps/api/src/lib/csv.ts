// CSV as French spreadsheets write and read it (RFC 4180 quoting, `;` between cells, a BOM so
// Excel reads UTF-8), and a reader for what people send back: `;` or `,`, BOM or not, CRLF or LF,
// quoted cells spanning lines. Small enough to read in one sitting, so no dependency. The writer's
// cells live in @parcelles/shared/format (csv.ts), which the web's own exports use too.
import { BOM } from '@parcelles/shared/format';

export {
  BOM,
  csvDocument,
  neutralizeFormula,
  numberCell,
  readTextCell,
  textCell,
} from '@parcelles/shared/format';

export class CsvError extends Error {
  constructor(
    message: string,
    /** 1-based line of the file where the problem starts. */
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvError';
  }
}

/** `;` when the header line has one outside quotes (what French spreadsheets write), else `,`. */
export function detectSeparator(text: string): ';' | ',' {
  let quoted = false;
  let semicolons = 0;
  let commas = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return semicolons > 0 || commas === 0 ? ';' : ',';
}

/**
 * The records of a CSV text (BOM dropped), each a list of cells as written (quotes removed,
 * doubled quotes undone). A blank line is an empty record, so record n is still line n of a file
 * without line breaks inside cells. Throws CsvError on a quote left open or text after a closing one.
 */
export function parseCsv(input: string, separator: ';' | ',' = detectSeparator(input)): string[][] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let quoteLine = 1;
  const endCell = () => {
    record.push(cell);
    cell = '';
    afterQuote = false;
  };
  const endRecord = () => {
    endCell();
    records.push(record.length === 1 && record[0] === '' ? [] : record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === separator) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
    } else if (char === '"' && cell === '' && !afterQuote) {
      quoted = true;
      quoteLine = line;
    } else if (afterQuote) {
      // Spaces after a closing quote are tolerated; anything else means a broken cell.
      if (char !== ' ' && char !== '\t') {
        throw new CsvError(`Guillemet mal placé à la ligne ${line} du fichier.`, line);
      }
    } else cell += char;
  }
  if (quoted)
    throw new CsvError(`Guillemet non refermé (ouvert à la ligne ${quoteLine} du fichier).`, quoteLine);
  if (cell !== '' || record.length > 0 || afterQuote) endRecord();
  return records;
}
