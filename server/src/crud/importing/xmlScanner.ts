import { badRequest } from '../../http/errors';

/**
 * A small pull scanner for the XML of an .xlsx, fed as it is inflated: it finds tags and the text between them
 * and hands them to a handler, keeping nothing of the document but the tag or text it is in the middle of. It
 * knows what SpreadsheetML needs (elements, attributes, the five entities and character references, comments,
 * CDATA) and refuses a document type declaration, whose entities could expand without end; it never expands
 * anything else. Text is handed on only while the handler asks for it (inside a value), so a sheet of
 * whitespace or markup the import does not read costs nothing to keep.
 */
export type XmlHandler = {
  /** An opening (or empty, `<c/>`) element: its local name (without a prefix) and its attributes' text. */
  open(name: string, attributes: string, empty: boolean): void;
  close(name: string): void;
  /** Whether text is wanted now; when false, text is skipped unread. */
  readonly capturing: boolean;
  /** A piece of raw text (entities not decoded: one may be cut between two pieces). */
  text(raw: string): void;
};

/** What a refused document reads. */
export const MALFORMED_SHEET = '文件内容格式不正确，请使用下载的模板填写后再导入';

/** The longest markup (one tag) the scanner keeps while waiting for its end. */
const MAX_PENDING = 64 * 1024;

export class XmlScanner {
  private rest = '';

  constructor(private readonly handler: XmlHandler) {}

  /** Feeds the next piece of the document. */
  push(chunk: string): void {
    const s = this.rest ? this.rest + chunk : chunk;
    this.rest = '';
    const handler = this.handler;
    let i = 0;
    while (i < s.length) {
      const lt = s.indexOf('<', i);
      if (lt < 0) {
        if (handler.capturing) handler.text(s.slice(i));
        return;
      }
      if (lt > i && handler.capturing) handler.text(s.slice(i, lt));
      const end = this.markup(s, lt);
      if (end < 0) {
        this.rest = s.slice(lt);
        if (this.rest.length > MAX_PENDING) throw badRequest(MALFORMED_SHEET);
        return;
      }
      i = end;
    }
  }

  /** The document ended: nothing may be left half read. */
  end(): void {
    if (this.rest) throw badRequest(MALFORMED_SHEET);
  }

  /** Handles the markup at `lt`; answers where it ends, or -1 when it is not all here yet. */
  private markup(s: string, lt: number): number {
    const next = s.charCodeAt(lt + 1);
    if (Number.isNaN(next)) return -1;
    if (next === 0x21 /* ! */) {
      if (s.startsWith('<!--', lt)) {
        const close = s.indexOf('-->', lt + 4);
        return close < 0 ? -1 : close + 3;
      }
      if (s.startsWith('<![CDATA[', lt)) {
        const close = s.indexOf(']]>', lt + 9);
        if (close < 0) return -1;
        // CDATA is text as it stands: escaped so the handler's decoding gives it back unchanged.
        if (this.handler.capturing) this.handler.text(s.slice(lt + 9, close).replace(/&/g, '&amp;'));
        return close + 3;
      }
      if (s.length - lt < 9) return -1;
      throw badRequest(MALFORMED_SHEET);
    }
    if (next === 0x3f /* ? */) {
      const close = s.indexOf('?>', lt + 2);
      return close < 0 ? -1 : close + 2;
    }
    const gt = tagEnd(s, lt + 1);
    if (gt < 0) return -1;
    if (next === 0x2f /* / */) {
      this.handler.close(localName(s.slice(lt + 2, gt).trim()));
      return gt + 1;
    }
    const empty = s.charCodeAt(gt - 1) === 0x2f;
    const body = s.slice(lt + 1, empty ? gt - 1 : gt);
    const space = body.search(/\s/);
    const name = space < 0 ? body : body.slice(0, space);
    this.handler.open(localName(name), space < 0 ? '' : body.slice(space), empty);
    if (empty) this.handler.close(localName(name));
    return gt + 1;
  }
}

/**
 * The `>` that ends the tag begun before `from`, outside quoted attribute values; -1 when not here yet. Walks the
 * tag's own characters only (searching the chunk for a quote that is not in this tag read the whole chunk again
 * for each tag).
 */
function tagEnd(s: string, from: number): number {
  let quote = 0;
  for (let at = from; at < s.length; at += 1) {
    const code = s.charCodeAt(at);
    if (quote) {
      if (code === quote) quote = 0;
    } else if (code === 0x22 || code === 0x27) quote = code;
    else if (code === 0x3e) return at;
  }
  return -1;
}

/** `x:row` → `row`: SpreadsheetML may be written with a namespace prefix. */
const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The value of an attribute (decoded), by its local name; `prefixed` asks for one with a prefix (`r:id`, not a
 * plain `id`). Undefined when the element has none.
 */
export function attributeOf(attributes: string, name: string, { prefixed = false } = {}): string | undefined {
  if (!attributes) return undefined;
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(attributes); match; match = ATTRIBUTE.exec(attributes)) {
    const full = match[1]!;
    const colon = full.indexOf(':');
    if (colon >= 0 !== prefixed || full.slice(colon + 1) !== name) continue;
    return decodeXml(match[2] ?? match[3] ?? '');
  }
  return undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the five entities and character references; anything else is left as written. */
export function decodeXml(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g, (whole, entity: string) => {
    if (entity[0] !== '#') return ENTITIES[entity]!;
    const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Decodes OOXML's escapes of characters XML cannot hold (`_x000D_` for a carriage return; `_x005F_` for the `_`
 * of a literal `_x…_`).
 */
export const decodeOoxmlEscapes = (text: string) =>
  text.includes('_x')
    ? text
        .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        // A NUL no text column can keep (PostgreSQL refuses it): dropped, as a raw one is (sheetParts.ts).
        // eslint-disable-next-line no-control-regex -- the one character dropped is a control character
        .replace(/\u0000/g, '')
    : text;
