import { badRequest } from '../../http/errors';
import { attributeOf, decodeOoxmlEscapes, decodeXml, MALFORMED_SHEET, type XmlHandler } from './xmlScanner';

/**
 * The handlers that read the parts of an .xlsx the import needs, as the XML scanner finds their elements: the
 * package's relationships, the workbook's sheet list, the shared strings and the data sheet's rows.
 */

/** A cell as the sheet holds it: its value and whether a formula made it. */
export type SheetCell = {
  value: string | number | boolean;
  /** text, a number (dates are numbers), TRUE/FALSE, an error (#N/A), or an ISO date (`t="d"`). */
  type: 'text' | 'number' | 'boolean' | 'error' | 'isoDate';
  formula: boolean;
};

/** A row with a value: its number as Excel shows it, and its cells by column (0 = A); blank cells undefined. */
export type SheetRow = { number: number; cells: (SheetCell | undefined)[] };

/** The longest text one cell may hold (Excel's own limit). */
const MAX_CELL_TEXT = 32_767;
/** Excel's last row. */
const MAX_ROW_NUMBER = 1_048_576;

/** Collects raw text pieces while capturing, up to a cell's limit. */
class TextCapture {
  capturing = false;
  private pieces: string[] = [];
  private length = 0;
  start(): void {
    this.capturing = true;
  }
  add(raw: string): void {
    this.length += raw.length;
    // Entities make the raw text longer than the cell's: a margin for them.
    if (this.length > MAX_CELL_TEXT * 6) throw badRequest('单元格内容超过 32767 个字符，无法导入');
    this.pieces.push(raw);
  }
  /** The text captured since `start`, decoded. */
  take(): string {
    this.capturing = false;
    const raw = this.pieces.length === 1 ? this.pieces[0]! : this.pieces.join('');
    this.pieces = [];
    this.length = 0;
    return decodeXml(raw).replace(NUL, '');
  }
}

/** A character no text column can keep (PostgreSQL refuses it): dropped, as the export drops what XML cannot hold. */
// eslint-disable-next-line no-control-regex -- the one character dropped is a control character
const NUL = /\u0000/g;

/** A relationship of a part (`_rels/*.rels`). */
export type Relationship = { id: string; type: string; target: string };

export function relationshipsReader(): XmlHandler & { relationships: Relationship[] } {
  const relationships: Relationship[] = [];
  return {
    relationships,
    capturing: false,
    text: () => {},
    close: () => {},
    open(name, attributes) {
      if (name !== 'Relationship') return;
      const id = attributeOf(attributes, 'Id');
      const type = attributeOf(attributes, 'Type');
      const target = attributeOf(attributes, 'Target');
      if (id && type && target && attributeOf(attributes, 'TargetMode') !== 'External') {
        relationships.push({ id, type, target });
      }
    },
  };
}

/** The workbook's sheets in tab order (their relationship ids) and its date system. */
export function workbookReader(): XmlHandler & { sheets: { name: string; relationship: string }[]; date1904: boolean } {
  const reader = {
    sheets: [] as { name: string; relationship: string }[],
    date1904: false,
    capturing: false,
    text: () => {},
    close: () => {},
    open(name: string, attributes: string) {
      if (name === 'workbookPr') {
        const value = attributeOf(attributes, 'date1904');
        reader.date1904 = value === '1' || value === 'true';
      } else if (name === 'sheet') {
        const relationship = attributeOf(attributes, 'id', { prefixed: true });
        if (relationship) reader.sheets.push({ name: attributeOf(attributes, 'name') ?? '', relationship });
      }
    },
  };
  return reader;
}

/** The shared strings, in order: each `<si>`'s text runs joined, phonetic guides (`<rPh>`) left out. */
export function sharedStringsReader(maxStrings: number): XmlHandler & { strings: string[] } {
  const strings: string[] = [];
  const capture = new TextCapture();
  let inItem = false;
  let inPhonetic = false;
  let item = '';
  return {
    strings,
    get capturing() {
      return capture.capturing;
    },
    text: (raw) => capture.add(raw),
    open(name, _attributes, empty) {
      if (name === 'si') {
        inItem = true;
        item = '';
      } else if (name === 'rPh') inPhonetic = !empty;
      else if (name === 't' && inItem && !inPhonetic && !empty) capture.start();
    },
    close(name) {
      if (name === 't' && capture.capturing) item += capture.take();
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si' && inItem) {
        inItem = false;
        if (strings.length >= maxStrings) throw badRequest('文件中的文字过多，无法导入');
        strings.push(decodeOoxmlEscapes(item));
      }
    },
  };
}

/** `AB12` → 27 (0-based column), or -1 when it is not a cell reference. */
export function columnOfReference(reference: string): number {
  let column = 0;
  let at = 0;
  for (; at < reference.length; at += 1) {
    const code = reference.charCodeAt(at);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    if (column > 16_384) return -1;
  }
  return at === 0 ? -1 : column - 1;
}

/**
 * The rows of a worksheet as they are read, each handed to `onRow` once it is complete. Only the first
 * `columns` columns are kept (the template's, and a few more so unknown headers can be named); a row whose every
 * kept cell is blank is still handed on (the caller decides what a blank row is). Shared strings are resolved
 * as the cells are read, so they must be read first.
 */
export function worksheetReader(options: {
  strings: string[];
  columns: number;
  onRow: (row: SheetRow) => void;
}): XmlHandler {
  const { strings, columns, onRow } = options;
  const capture = new TextCapture();
  let rowNumber = 0;
  let cells: (SheetCell | undefined)[] = [];
  let inRow = false;
  let column = -1;
  let type = 'n';
  let formula = false;
  let value: string | undefined;
  let inline: string | undefined;
  let inInline = false;
  let inPhonetic = false;

  const finishCell = () => {
    if (column < 0 || column >= columns) return;
    const cell = cellOf(type, value, inline, formula, strings);
    if (cell) cells[column] = cell;
  };

  return {
    get capturing() {
      return capture.capturing;
    },
    text: (raw) => capture.add(raw),
    open(name, attributes, empty) {
      switch (name) {
        case 'row': {
          const r = attributeOf(attributes, 'r');
          const number = r === undefined ? rowNumber + 1 : Number(r);
          if (!Number.isInteger(number) || number <= rowNumber || number > MAX_ROW_NUMBER) {
            throw badRequest(MALFORMED_SHEET);
          }
          rowNumber = number;
          inRow = true;
          cells = [];
          column = -1;
          return;
        }
        case 'c': {
          if (!inRow) throw badRequest(MALFORMED_SHEET);
          const r = attributeOf(attributes, 'r');
          const at = r === undefined ? column + 1 : columnOfReference(r);
          if (at < 0) throw badRequest(MALFORMED_SHEET);
          column = at;
          type = attributeOf(attributes, 't') ?? 'n';
          formula = false;
          value = undefined;
          inline = undefined;
          return;
        }
        case 'v':
          if (!empty) capture.start();
          return;
        case 'f':
          formula = true;
          return;
        case 'is':
          inInline = !empty;
          inline = '';
          return;
        case 'rPh':
          inPhonetic = !empty;
          return;
        case 't':
          if (inInline && !inPhonetic && !empty) capture.start();
          return;
      }
    },
    close(name) {
      switch (name) {
        case 'v':
          if (capture.capturing) value = capture.take();
          return;
        case 't':
          if (capture.capturing) inline = (inline ?? '') + capture.take();
          return;
        case 'rPh':
          inPhonetic = false;
          return;
        case 'is':
          inInline = false;
          return;
        case 'c':
          finishCell();
          return;
        case 'row':
          inRow = false;
          onRow({ number: rowNumber, cells });
          return;
      }
    },
  };
}

/** A cell's value by its type (`t`): a shared string's index, inline text, a number, a flag, an error. */
function cellOf(
  type: string,
  value: string | undefined,
  inline: string | undefined,
  formula: boolean,
  strings: string[],
): SheetCell | undefined {
  switch (type) {
    case 's': {
      if (value === undefined) return formula ? { value: '', type: 'text', formula } : undefined;
      const text = strings[Number(value)];
      if (text === undefined || !/^\d+$/.test(value.trim())) throw badRequest(MALFORMED_SHEET);
      return text === '' && !formula ? undefined : { value: text, type: 'text', formula };
    }
    case 'inlineStr': {
      const text = decodeOoxmlEscapes(inline ?? value ?? '');
      return text === '' && !formula ? undefined : { value: text, type: 'text', formula };
    }
    case 'str':
      return { value: decodeOoxmlEscapes(value ?? ''), type: 'text', formula };
    case 'b':
      return value === undefined ? undefined : { value: value.trim() === '1', type: 'boolean', formula };
    case 'e':
      return { value: value ?? '#VALUE!', type: 'error', formula };
    case 'd':
      return value ? { value: value.trim(), type: 'isoDate', formula } : undefined;
    default: {
      if (value === undefined || value.trim() === '') return formula ? { value: '', type: 'text', formula } : undefined;
      const number = Number(value);
      if (!Number.isFinite(number)) throw badRequest(MALFORMED_SHEET);
      return { value: number, type: 'number', formula };
    }
  }
}
