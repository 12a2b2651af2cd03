import { zipSync, type Zippable } from 'fflate';

/**
 * Workbooks written part by part, for the reader's tests: the order of the parts in the zip, how strings are
 * held (shared or inline), formulas, and anything a hostile file may hold.
 */

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DOC_RELS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A cell as a test writes it: text, a number, a formula (with its cached result) or nothing. */
export type TestCell = string | number | boolean | null | { formula: string; result?: string | number };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const letters = (index: number) => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/** The sheet XML of rows (row 1 first), strings shared (their indexes into `strings`) or inline. */
export function sheetXmlOf(rows: TestCell[][], strings?: string[]): string {
  const cellXml = (cell: TestCell, reference: string) => {
    if (cell === null) return '';
    if (typeof cell === 'number') return `<c r="${reference}"><v>${cell}</v></c>`;
    if (typeof cell === 'boolean') return `<c r="${reference}" t="b"><v>${cell ? 1 : 0}</v></c>`;
    if (typeof cell === 'object') {
      const result = cell.result ?? '';
      const type = typeof result === 'number' ? '' : ' t="str"';
      return `<c r="${reference}"${type}><f>${escape(cell.formula)}</f><v>${escape(String(result))}</v></c>`;
    }
    if (strings) {
      let index = strings.indexOf(cell);
      if (index < 0) index = strings.push(cell) - 1;
      return `<c r="${reference}" t="s"><v>${index}</v></c>`;
    }
    return `<c r="${reference}" t="inlineStr"><is><t>${escape(cell)}</t></is></c>`;
  };
  const body = rows
    .map((row, r) => `<row r="${r + 1}">${row.map((cell, c) => cellXml(cell, `${letters(c)}${r + 1}`)).join('')}</row>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN_NS}"><sheetData>${body}</sheetData></worksheet>`;
}

export const sharedStringsXmlOf = (strings: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN_NS}" count="${strings.length}" uniqueCount="${strings.length}">` +
  strings.map((text) => `<si><t xml:space="preserve">${escape(text)}</t></si>`).join('') +
  '</sst>';

/** The package parts around the sheets: the relationships and the workbook naming `sheets` in tab order. */
export function packageOf(
  sheets: { name: string; path: string }[],
  options: { sharedStrings?: boolean; date1904?: boolean } = {},
): Record<string, string> {
  return {
    '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    '_rels/.rels': `<?xml version="1.0"?><Relationships xmlns="${RELS_NS}"><Relationship Id="rId1" Type="${DOC_RELS_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `<?xml version="1.0"?><workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS_NS}">` +
      (options.date1904 ? '<workbookPr date1904="1"/>' : '') +
      `<sheets>${sheets.map((sheet, i) => `<sheet name="${sheet.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `<?xml version="1.0"?><Relationships xmlns="${RELS_NS}">` +
      sheets
        .map(
          (sheet, i) =>
            `<Relationship Id="rId${i + 1}" Type="${DOC_RELS_NS}/worksheet" Target="${sheet.path.replace(/^xl\//, '')}"/>`,
        )
        .join('') +
      (options.sharedStrings
        ? `<Relationship Id="rId99" Type="${DOC_RELS_NS}/sharedStrings" Target="sharedStrings.xml"/>`
        : '') +
      '</Relationships>',
  };
}

/**
 * A one-sheet workbook of `rows`. `strings: 'shared'` puts text in xl/sharedStrings.xml, written after the sheet
 * as Excel does (`stringsFirst` before it); `store` leaves the parts uncompressed.
 */
export function workbookOf(
  rows: TestCell[][],
  options: { strings?: 'inline' | 'shared' | 'stringsFirst'; date1904?: boolean; store?: boolean } = {},
): Buffer {
  const shared = options.strings === 'shared' || options.strings === 'stringsFirst' ? [] : undefined;
  const sheet = sheetXmlOf(rows, shared);
  const parts: Record<string, string> = {
    ...packageOf([{ name: '数据', path: 'xl/worksheets/sheet1.xml' }], {
      sharedStrings: Boolean(shared),
      date1904: options.date1904,
    }),
  };
  if (options.strings === 'stringsFirst') parts['xl/sharedStrings.xml'] = sharedStringsXmlOf(shared!);
  parts['xl/worksheets/sheet1.xml'] = sheet;
  if (options.strings === 'shared') parts['xl/sharedStrings.xml'] = sharedStringsXmlOf(shared!);
  return zipOf(parts, options.store);
}

/** The parts zipped in the order given (deflated, or stored). */
export function zipOf(parts: Record<string, string | Uint8Array>, store = false): Buffer {
  const entries: Zippable = {};
  for (const [name, content] of Object.entries(parts)) {
    entries[name] = [typeof content === 'string' ? Buffer.from(content) : content, { level: store ? 0 : 6 }];
  }
  return Buffer.from(zipSync(entries));
}
