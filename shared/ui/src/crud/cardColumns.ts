/** How many key fields a phone's card shows under the record's name. */
export const CARD_FIELDS = 4;

/** Fields that name a record: the card's heading when no column is declared the card's title. */
const NAME_FIELDS = ['name', 'title'];
/** Fields that say where a record stands (任务状态, 审核状态): always on its card, what is done next hangs on it. */
const STATUS_FIELDS = ['status', 'state'];

/**
 * A phone's card from a list's columns, in their order: the heading is the column declared the card's title,
 * else the row's `name` or `title`, else the first column; the key fields are the next `count` columns, and the
 * record's `status` (or `state`) after them when it is further on.
 *
 * @example cardColumns(projectColumns, (c) => c.field, (c) => c.cardTitle) // { title: 项目名称, fields: [项目编号, 客户, ...] }
 */
export function cardColumns<Column>(
  columns: Column[],
  keyOf: (column: Column) => string | undefined,
  declaredTitle: (column: Column) => boolean | undefined = () => false,
  count = CARD_FIELDS,
): { title: Column | undefined; fields: Column[] } {
  const title =
    columns.find((column) => declaredTitle(column)) ??
    columns.find((column) => NAME_FIELDS.includes(keyOf(column) ?? '')) ??
    columns[0];
  const others = columns.filter((column) => column !== title);
  const fields = others.slice(0, count);
  const status = others.find((column) => STATUS_FIELDS.includes(keyOf(column) ?? ''));
  return { title, fields: status && !fields.includes(status) ? [...fields, status] : fields };
}
