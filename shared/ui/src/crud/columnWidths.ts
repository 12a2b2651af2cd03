/**
 * How wide a list's columns are drawn, from their declarations: a table whose columns all have a width knows how
 * wide it is, so it scrolls sideways only when they do not fit, and the fixed 操作 column never hides a column
 * the table thinks it has room for.
 */
import { DATETIME_WIDTH } from './crudTypes';

/** A cell's padding, left and right (Arco's). */
const CELL_PADDING = 32;
/** The sort arrows beside a sortable column's title. */
const SORTER = 22;
/** A Chinese character of a 14 px title. */
const WIDE_CHAR = 14;
/** Latin letters, digits, brackets. */
const NARROW_CHAR = 8;

/** The tick box column of a list with batch actions (Arco's). */
export const SELECTION_WIDTH = 40;

/** What a column declares about itself, as far as its width goes. */
export type ColumnShape = {
  title: string;
  width?: number;
  format?: 'date' | 'datetime' | 'relative' | 'money' | 'fileSize';
  dict?: string;
  options?: unknown[];
  sortable?: boolean;
  /** The row's enabled switch. */
  toggle?: boolean;
};

/** The width a text needs at 14 px: Chinese characters are square, the rest about half as wide. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) > 0x2e80 ? WIDE_CHAR : NARROW_CHAR;
  return width;
}

/** A column's title whole, with its sort arrows: a column is never narrower, so its header is never cut. */
export function titleWidth(title: string, sortable = false): number {
  return textWidth(title) + CELL_PADDING + (sortable ? SORTER : 0);
}

const DEFAULTS = { date: 120, relative: 120, money: 130, fileSize: 110, choice: 110, toggle: 90, text: 150 } as const;

/**
 * A column's width: what it declares, or what its kind needs (a date and time whole, a date, an amount, a
 * dictionary tag, the enabled switch, a line of text), and never less than its title.
 */
export function columnWidth(column: ColumnShape): number {
  const byKind =
    column.format === 'datetime'
      ? DATETIME_WIDTH
      : column.format
        ? DEFAULTS[column.format]
        : column.dict || column.options
          ? DEFAULTS.choice
          : column.toggle
            ? DEFAULTS.toggle
            : DEFAULTS.text;
  return Math.max(column.width ?? byKind, titleWidth(column.title, column.sortable));
}

/** The 操作 column around its widest row of buttons, as drawn; never narrower than its title. */
export const actionsWidthAround = (buttonsWidth: number) =>
  Math.max(Math.ceil(buttonsWidth) + CELL_PADDING, titleWidth('操作'));
