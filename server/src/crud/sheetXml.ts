/**
 * The SpreadsheetML parts of a one-sheet .xlsx (ECMA-376): the package's fixed files, and the sheet written as
 * rows come. Three cell styles: the default, the header (bold on light grey) and money (two decimals).
 */

/** A cell as written: text, a number, or nothing (an empty cell). */
export type CellValue = string | number | null;

export type SheetColumn = { header: string; width: number; money: boolean };

const STYLE_HEADER = 1;
const STYLE_MONEY = 2;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Characters XML 1.0 does not allow at all (a control character pasted into a name, say): dropped. */
// eslint-disable-next-line no-control-regex -- the characters XML forbids are control characters
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/** A, B, …, Z, AA, AB, …: the column's letters in a cell reference. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetNameOf = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

function cellXml(reference: string, value: CellValue, style: number): string {
  const styled = style ? ` s="${style}"` : '';
  if (typeof value === 'number')
    return Number.isFinite(value) ? `<c r="${reference}"${styled}><v>${value}</v></c>` : '';
  if (value === null || value === '') return '';
  // Excel trims a text's outer spaces unless told to keep them.
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${reference}"${styled} t="inlineStr"><is><t${space}>${escapeXml(value)}</t></is></c>`;
}

/** Writes a sheet's rows: the header first, then each row numbered after the last. */
export function sheetWriter(columns: SheetColumn[]) {
  const letters = columns.map((_, index) => columnLetters(index));
  const styles = columns.map((column) => (column.money ? STYLE_MONEY : 0));
  let rowNumber = 0;
  const row = (values: CellValue[], style?: number) => {
    const r = ++rowNumber;
    let xml = `<row r="${r}">`;
    for (let index = 0; index < values.length; index++)
      xml += cellXml(`${letters[index]}${r}`, values[index]!, style ?? styles[index]!);
    return `${xml}</row>`;
  };
  const widths = columns
    .map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`)
    .join('');
  return {
    /** From the XML declaration to the header row, whose top row stays in view (frozen). */
    head: () =>
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS_NS}">` +
      '<sheetViews><sheetView workbookViewId="0">' +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${widths}</cols><sheetData>` +
      row(
        columns.map((column) => column.header),
        STYLE_HEADER,
      ),
    rows: (rows: CellValue[][]) => rows.map((values) => row(values)).join(''),
    tail: () => '</sheetData></worksheet>',
  };
}

/** The package's files around the sheet (xl/worksheets/sheet1.xml), by their path in the zip. */
export function packageParts(sheetName: string): Record<string, string> {
  return {
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `${XML_HEAD}<Relationships xmlns="${RELS_NS}">` +
      `<Relationship Id="rId1" Type="${DOC_RELS_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_RELS_NS}"><bookViews><workbookView/></bookViews>` +
      `<sheets><sheet name="${escapeXml(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML_HEAD}<Relationships xmlns="${RELS_NS}">` +
      `<Relationship Id="rId1" Type="${DOC_RELS_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${DOC_RELS_NS}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml':
      `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
      '<numFmts count="1"><numFmt numFmtId="164" formatCode="0.00"/></numFmts>' +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
      '<fill><patternFill patternType="solid"><fgColor rgb="FFF2F3F5"/><bgColor indexed="64"/></patternFill></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      `<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/>` +
      `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
  };
}
