/** CSV as RFC 4180 writes it, for the back office's exports and imports. */

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula, so such a cell
 * gets an apostrophe before that character; apostrophes already before one get one more, so reading takes
 * exactly one away. The same goes for such a character after a comma, semicolon or line break (spaces between allowed):
 * where the list separator is ";" (much of Europe), a spreadsheet splits `Jo;=1+1` into two cells, the second a
 * formula, whatever the quoting (decision 209).
 */
const FORMULA_START = /(^|[,;\n] *)('*[=+\-@\t\r])/g;

/** A guard csvCell added: the apostrophe it put before a formula's first character. */
const GUARDED_START = /(^|[,;\n] *)'('*[=+\-@\t\r])/g;

/** One cell, quoted when it holds a comma, quote or line break, guarded against running as a formula. */
export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_START, "$1'$2");
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV line (CRLF-terminated, as RFC 4180 writes it). */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A cell as it was before csvCell guarded it. */
function unguarded(cell: string): string {
  return cell.replace(GUARDED_START, "$1$2");
}

/**
 * Whether a file's text could be CSV at all: a picture or a workbook (a ZIP archive) holds NUL and other control
 * characters no text file has (tabs and line breaks apart). Undecodable bytes alone do not count: a CSV file saved
 * in an older encoding is still text.
 */
export function isPlainText(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for.
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}

/**
 * The rows of a CSV text: quoted cells may hold commas, doubled quotes and line breaks; CRLF or LF ends a row;
 * a byte-order mark (as spreadsheets save) is skipped and empty lines are dropped. Null when a quote is never
 * closed: the file is cut short or is not CSV.
 */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let index = text.startsWith("\uFEFF") ? 1 : 0;
  const endCell = () => {
    row.push(unguarded(cell));
    cell = "";
  };
  const endRow = () => {
    endCell();
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
  };
  for (; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ",") endCell();
    else if (char === "\n") endRow();
    else if (char === "\r" && text[index + 1] === "\n") {
      endRow();
      index++;
    } else cell += char;
  }
  if (quoted) return null;
  if (cell !== "" || row.length > 0) endRow();
  return rows;
}
