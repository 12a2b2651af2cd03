import type { ReactNode } from 'react';
import type { Option } from '@yjf/domain/dictionaries';
import type { FormCondition } from '@yjf/domain/resourceFields';

/**
 * One column of a CrudPage table. `field` names the row's property; `dict`, `options` or `format` say how a
 * value reads; `render` draws anything else.
 */
export type CrudColumn<Row> = {
  field: Extract<keyof Row, string>;
  title: string;
  /** Pixels; date-time columns default to DATETIME_WIDTH. */
  width?: number;
  dict?: string;
  options?: Option[];
  /** date, date-time, how long ago, fen as ¥, or the enabled flag as a tag */
  format?: 'date' | 'datetime' | 'relative' | 'money' | 'fileSize';
  /** The server sorts by this field (it is in the list spec's `sortable`). */
  sortable?: boolean;
  /** Not shown until the user picks it in the column chooser. */
  hiddenByDefault?: boolean;
  /**
   * The record's name on a phone's card, when it is not the column of the row's `name` or `title` (nor, without
   * those, the first column): 单号 of an order.
   */
  cardTitle?: boolean;
  render?: (row: Row) => ReactNode;
};

/** A column that shows 2026-11-23 09:30:00 whole, with the cell's padding. */
export const DATETIME_WIDTH = 180;

/** A mini text button as Arco draws it: 12 px per Chinese character (7 for others) and 7 px padding each side. */
const buttonWidth = (label: string) =>
  14 + [...label].reduce((width, char) => width + (char.charCodeAt(0) > 0x2e80 ? 12 : 7), 0);
/** The gap between the buttons of a row. */
const BUTTON_GAP = 4;
/** What the 操作 column may be wider than its buttons need, and stay: a list is not drawn again for less. */
export const ACTIONS_SLACK = 3;

/**
 * The 操作 column until its buttons are measured: room for the widest row's buttons side by side, with the
 * cell's padding and 2 px to spare. Buttons with these labels then fit as drawn, and the list is drawn once.
 */
export const actionsWidthOf = (labels: string[]) =>
  32 + labels.reduce((width, label) => width + buttonWidth(label), 0) + Math.max(0, labels.length - 1) * BUTTON_GAP + 2;

/** The labels of `count` buttons a page does not name, as wide as two-character ones. */
export const twoCharacterLabels = (count: number) => Array.from({ length: count }, () => '操作');

/** The 操作 column for `buttons` two-character text buttons (actionsWidthOf). */
export const actionsWidth = (buttons: number) => actionsWidthOf(twoCharacterLabels(buttons));

/** One field of the search bar; `name` is the filter's query parameter. */
export type SearchField =
  | { name: string; label: string; kind: 'text'; placeholder?: string }
  | { name: string; label: string; kind: 'dict'; dict: string }
  | { name: string; label: string; kind: 'options'; options: Option[] }
  | { name: string; label: string; kind: 'dateRange' }
  /** Yuan from and to, sent as two values. */
  | { name: string; label: string; kind: 'amountRange' }
  /** A control of the page's own (a customer picker, a person); Form.Item hands it value and onChange. */
  | { name: string; label: string; kind: 'custom'; control: ReactNode };

/**
 * What any field of the dialog may add: shown but not changed here (the server refuses a change too; `hint` says
 * where it is changed), a line under the control, and shown only while another field holds a value (`when`).
 */
type FieldExtras = { readOnly?: boolean; hint?: string; when?: FormCondition };

/** One field of the add/edit dialog; `name` is the form schema's key. */
export type FormField = (
  | {
      name: string;
      label: string;
      kind: 'text' | 'textarea' | 'phone' | 'money' | 'datetime' | 'date' | 'switch';
      required?: boolean;
      placeholder?: string;
      /** Takes the whole row of the two-column dialog. */
      wide?: boolean;
    }
  | { name: string; label: string; kind: 'dict'; dict: string; required?: boolean; wide?: boolean }
  | { name: string; label: string; kind: 'options'; options: Option[]; required?: boolean; wide?: boolean }
  | {
      name: string;
      label: string;
      kind: 'custom';
      required?: boolean;
      wide?: boolean;
      /** Draws the control; Arco's Form.Item passes value and onChange to it. */
      control: ReactNode;
    }
) &
  FieldExtras;

/** What a form schema offers the dialog: a parse that names the field of each problem. */
export type FormSchema = {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};
