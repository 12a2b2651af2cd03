import type { DictItem } from '@yjf/domain/dictionaries';
import { labelOf } from '@yjf/domain/dictionaries';
import type { ListDeclaration } from '@yjf/domain/resourceFields';
import { dictTagColor } from '../dict/dictTagColor';
import { cardColumns } from './cardColumns';
import { cellValue, type CellValue } from './cellValue';
import type { CrudColumn } from './crudTypes';
import { columnsOf } from './declaredViews';

/** A dictionary as `/api/dicts` answers it: its code and its values. */
export type DictGroup = { code: string; children?: DictItem[] };

/** One line of a drawn card: its label and its value's markup. */
type DrawnLine = { label: string; value: string };
/** A record's card as a phone's list first shows it: its heading and its key fields. */
export type DrawnCard = { title: string; name: string; fields: DrawnLine[] };

/** Text as markup: every character that could open an element or end an attribute, written as an entity. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char] ?? char,
  );

/** A value's markup as the list's cell draws it (`cell`): a dictionary's tag, a hinted text, or the text. */
function valueMarkup(value: CellValue, dicts: readonly DictGroup[]): string {
  if (value.kind === 'text') {
    return value.hint
      ? `<span title="${escapeHtml(value.hint)}">${escapeHtml(value.text)}</span>`
      : escapeHtml(value.text);
  }
  const items = dicts.find((group) => group.code === value.dict)?.children ?? [];
  const label = labelOf(items, value.value);
  if (label === '-') return '<span class="dict-blank">-</span>';
  const color = dictTagColor(items, value.value);
  return (
    `<div class="arco-tag${color ? ` arco-tag-${color}` : ''} arco-tag-checked arco-tag-size-small arco-tag-bordered">` +
    `<span class="arco-tag-content">${escapeHtml(label)}</span></div>`
  );
}

/**
 * A declared list's first page as a phone's cards, before any of the page's code has run (issue 58: the server
 * writes them into the page, `server/src/http/drawnScreen.ts`): the columns a list shows by default, chosen for
 * the card as the list engine chooses them (`cardColumns`), each value read as its cell reads it (`cellValue`).
 * A page's own renderers (a link, a coloured date) are its code's: here their values read as plain cells.
 */
export function declaredCards(
  declaration: ListDeclaration,
  rows: readonly Record<string, unknown>[],
  dicts: readonly DictGroup[],
): DrawnCard[] {
  type Row = Record<string, unknown>;
  const shown = (columnsOf(declaration) as CrudColumn<Row>[]).filter((column) => !column.hiddenByDefault);
  const card = cardColumns(
    shown,
    (column) => column.field,
    (column) => column.cardTitle,
  );
  return rows.map((row) => {
    const title = card.title ? cellValue(card.title, row) : { kind: 'text' as const, text: String(row.id) };
    const name = title.kind === 'text' ? title.text : String(row.id);
    return {
      title: valueMarkup(title, dicts),
      name,
      fields: card.fields.map((column) => ({
        label: escapeHtml(column.title),
        value: valueMarkup(cellValue(column, row), dicts),
      })),
    };
  });
}

/** Arco's `IconMore`, as the card's 操作 button draws it. */
const MORE_ICON =
  '<svg fill="none" stroke="currentColor" stroke-width="4" viewBox="0 0 48 48" aria-hidden="true" focusable="false" class="arco-icon arco-icon-more"><path fill="currentColor" stroke="none" d="M38 25v-2h2v2h-2ZM23 25v-2h2v2h-2ZM8 25v-2h2v2H8Z"></path><path d="M38 25v-2h2v2h-2ZM23 25v-2h2v2h-2ZM8 25v-2h2v2H8Z"></path></svg>';

/**
 * The cards' markup, as `RecordCards` draws them (its test holds the two together): each record's heading, its
 * 操作 button when the list has row buttons, and its key fields, labelled.
 */
export function drawnCardsMarkup(cards: readonly DrawnCard[], { label, actions }: { label: string; actions: boolean }) {
  if (!cards.length) {
    return '<div class="arco-spin arco-spin-block"><div class="arco-spin-children"><div class="record-cards-empty">暂无数据</div></div></div>';
  }
  const items = cards.map((card) => {
    const more = actions
      ? `<button aria-label="操作：${escapeHtml(card.name)}" aria-expanded="false" class="arco-btn arco-btn-text arco-btn-size-small arco-btn-shape-square arco-btn-icon-only record-card-more" type="button">${MORE_ICON}</button>`
      : '';
    const fields = card.fields.length
      ? `<dl class="record-card-fields">${card.fields
          .map((field) => `<div class="record-card-field"><dt>${field.label}</dt><dd>${field.value}</dd></div>`)
          .join('')}</dl>`
      : '';
    return `<li class="record-card"><div class="record-card-head"><h3 class="record-card-title">${card.title}</h3>${more}</div>${fields}</li>`;
  });
  return `<div class="arco-spin arco-spin-block"><div class="arco-spin-children"><ul class="record-cards" aria-label="${escapeHtml(label)}">${items.join('')}</ul></div></div>`;
}
