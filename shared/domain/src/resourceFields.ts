/**
 * One declaration per business resource: each field once, with its label, kind, dictionary, validation and the
 * places it appears (a column of the list, a filter, a sort, the add/edit form, the export). From it come the
 * form's zod schema and the list spec here, the server's columns, list and export (`server/src/crud`), and the
 * browser's columns, search bar and form (`@yjf/ui/crud/ResourcePage`), the way ProTable's `columns` drive its
 * table, search form and form.
 *
 * @example
 *   export const customerDeclaration = declareResource({
 *     noun: '客户', title: '客户列表', search: { label: '客户名称、联系人或电话' },
 *     fields: {
 *       name: text('客户名称', { max: 100, required: true, column: { width: 170 }, sortable: true, form: true, export: true }),
 *       channelType: dict('渠道类型', DICT.channelType, { required: true, column: true, filter: true, form: true, export: true }),
 *     },
 *   });
 */
import { ATTACHMENT_PATH_PATTERN, attachmentListSchema, type Attachment } from './attachments';
import type { Option } from './dictionaries';
import {
  codeField,
  enabledField,
  moneyField,
  optionalDate,
  optionalDateTime,
  optionalRefField,
  optionalText,
  phoneField,
  refField,
  requiredDateTime,
  requiredText,
} from './fieldSchemas';
import type { FilterSpec, ListSpec } from './lists';
import { z } from './zod';

/** How a field shows as a column of the list; the title defaults to the field's label. */
/** `after`: the list shows the column right behind the named field's, where its order is not the declaration's. */
export type ColumnUse = { title?: string; width?: number; hidden?: boolean; format?: 'relative'; after?: string };
/** How a field filters the list; the kind follows from the field's kind, `inBar: false` keeps it off the search bar. */
export type FilterUse = {
  kind?: FilterSpec['kind'];
  label?: string;
  inBar?: boolean;
  /** The search bar's label when it is shorter than the filter's (which the server's messages say). */
  barLabel?: string;
  /** The search bar and list spec put the filter right behind the named field's, not in declaration order. */
  after?: string;
};
/** `after`: the form shows the field right behind the named field, where its order is not the declaration's. */
export type FormUse = {
  placeholder?: string;
  wide?: boolean;
  after?: string;
  /** The form's label when it is not the field's (计划金额（元）, while the messages say 计划金额). */
  label?: string;
  /**
   * The field belongs to the form only while another field holds a value (a role's departments, with the 自定义
   * data scope): shown and required then (`<value><its label>须选择<label>`), kept empty otherwise.
   */
  when?: FormCondition;
};
/** Another form field and the value it must hold. */
export type FormCondition = { field: string; is: string | number };
/** `after`: the export puts the column right behind the named field's, where its order is not the declaration's. */
export type ExportUse = { header?: string; width?: number; after?: string };

/** Where a field appears; `true` takes the defaults. */
export type FieldUses = {
  column?: true | ColumnUse;
  filter?: true | FilterUse;
  sortable?: true;
  form?: true | FormUse;
  export?: true | ExportUse;
};

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'phone'
  | 'dict'
  | 'options'
  | 'ref'
  | 'refs'
  | 'dateTime'
  | 'date'
  | 'money'
  | 'enabled'
  | 'recordTime'
  | 'attachments'
  | 'quantity'
  | 'fileSize'
  | 'image'
  | 'integer'
  | 'custom';

/**
 * Where the value lives: a column of the record's own table (`own`), the columns every record has (`record`:
 * its times), a table the server joins (`joined`: the owner's name), what the server works out for the row
 * (`computed`: a file's address, a count), or a table of links of its own (`linked`: a user's roles, one row per
 * role), which the server reads and writes with the record.
 */
export type FieldSource = 'own' | 'record' | 'joined' | 'computed' | 'linked';

/** One declared field; `Value` is what a list row holds. */
export type Field<Value = unknown> = FieldUses & {
  label: string;
  kind: FieldKind;
  source: FieldSource;
  required: boolean;
  /** The longest text the field takes (and its column holds); the most ids a `refs` field holds. */
  max?: number;
  /**
   * A reference's resource, by its path (`customer`, `project`, `users`): the server refuses a form naming a
   * record of it outside the caller's reach, and lets the form's holders pick from its list.
   */
  to?: string;
  dict?: string;
  options?: Option[];
  /** The number a blank form value stands for, and its column's default (`integer`). */
  fallback?: number;
  /** The form's check of the field. */
  schema: z.ZodType;
  /** Carries the row value's type; never set. */
  readonly valueType?: () => Value;
};

type RequiredOption<R extends boolean> = { required?: R };
type Declared<Value, Kind extends FieldKind, R extends boolean, U, Source extends FieldSource = 'own'> = Field<Value> &
  U & { kind: Kind; required: R; source: Source };

/** A text's shape beyond its length (an e-mail address), with the message of one that lacks it. */
type TextPattern = { pattern?: { test: RegExp; message: string } };

/** A line of text of at most `max` characters; with `pattern`, blank or of that shape. */
export function text<U extends FieldUses, R extends boolean = false>(
  label: string,
  options: U & RequiredOption<R> & { max: number } & TextPattern,
): Declared<string, 'text', R, U> {
  const { max, required = false, pattern, ...uses } = options;
  const plain = required ? requiredText(label, max) : optionalText(label, max);
  const schema = pattern ? plain.refine((value) => value === '' || pattern.test.test(value), pattern.message) : plain;
  return { ...(uses as unknown as U), label, kind: 'text', source: 'own', required: required as R, max, schema };
}

/** Text of several lines (备注). */
export function textarea<U extends FieldUses, R extends boolean = false>(
  label: string,
  options: U & RequiredOption<R> & { max: number },
): Declared<string, 'textarea', R, U> {
  return { ...text(label, options), kind: 'textarea' };
}

/** A mobile phone number, always required. */
export function phone<U extends FieldUses>(label: string, options: U): Declared<string, 'phone', true, U> {
  return { ...options, label, kind: 'phone', source: 'own', required: true, max: 11, schema: phoneField(label) };
}

/** A value of a dictionary, kept as its number. */
export function dict<U extends FieldUses, R extends boolean = false>(
  label: string,
  code: string,
  options: U & RequiredOption<R>,
): Declared<number, 'dict', R, U> {
  const { required = false, ...uses } = options;
  return {
    ...(uses as unknown as U),
    label,
    kind: 'dict',
    source: 'own',
    required: required as R,
    dict: code,
    schema: codeField(label),
  };
}

/** A value of a fixed list (a status the code knows), kept as its number: only a value of the list. */
export function choice<U extends FieldUses, R extends boolean = false>(
  label: string,
  list: Option[],
  options: U & RequiredOption<R>,
): Declared<number, 'options', R, U> {
  const { required = false, ...uses } = options;
  return {
    ...(uses as unknown as U),
    label,
    kind: 'options',
    source: 'own',
    required: required as R,
    options: list,
    schema: codeField(label).refine((value) => list.some((option) => option.value === String(value)), `请选择${label}`),
  };
}

/**
 * One of a fixed list of words, kept as the word (数据范围: 全部, 本级, 自定义), always required. Its table
 * column is given by name.
 */
export function wordChoice<const W extends readonly [string, ...string[]], U extends FieldUses>(
  label: string,
  words: W,
  options: U,
): Declared<W[number], 'options', true, U> {
  return {
    ...options,
    label,
    kind: 'options',
    source: 'own',
    required: true,
    options: words.map((word) => ({ value: word, label: word })),
    schema: z.enum(words, { error: `请选择${label}` }),
  };
}

/**
 * A whole number from `min` to `max` typed into the form (级别, 排序): `请输入<label>`, `<label>须为整数` and
 * `outOfRange` (default `<label>须在 <min> 到 <max> 之间`). With `fallback`, a blank is that number, which is
 * also its column's default.
 */
export function integer<U extends FieldUses, R extends boolean = false, Fb extends number | undefined = undefined>(
  label: string,
  options: U & RequiredOption<R> & { min: number; max: number; fallback?: Fb; outOfRange?: string },
): Declared<number, 'integer', R, U> & (Fb extends number ? { fallback: number } : unknown) {
  const { min, max, fallback, outOfRange = `${label}须在 ${min} 到 ${max} 之间`, required = false, ...uses } = options;
  const checked = z.coerce
    .number({ error: `请输入${label}` })
    .int(`${label}须为整数`)
    .min(min, outOfRange)
    .max(max, outOfRange);
  const schema =
    fallback === undefined
      ? checked
      : z.preprocess((value) => (value === '' || value === null || value === undefined ? fallback : value), checked);
  return {
    ...(uses as unknown as U),
    label,
    kind: 'integer',
    source: 'own',
    required: required as R,
    schema,
    fallback,
  } as never;
}

/** What a reference names: the path of the resource whose records it holds the id of. */
type RefOption = { to: string };

/**
 * The id of another record (an owner, a customer) of the resource `to` names; its picker is the page's. The
 * server accepts only a record the caller may reach (`server/src/crud/namedRecords.ts`).
 */
export function ref<U extends FieldUses, R extends boolean = false>(
  label: string,
  options: U & RequiredOption<R> & RefOption,
): Declared<R extends true ? number : number | null, 'ref', R, U> {
  const { required = false, to, ...uses } = options;
  const schema = required ? refField(label) : optionalRefField(label);
  return { ...(uses as unknown as U), label, kind: 'ref', source: 'own', required: required as R, to, schema };
}

/**
 * The ids of several records of the resource `to` names (a project's members): no repeats, at most `max` (counted
 * in `unit`, 个 unless given); `required`, at least one (`请选择<label>`).
 */
export function refs<U extends FieldUses & { filter?: never; sortable?: never }, R extends boolean = false>(
  label: string,
  options: U & RequiredOption<R> & RefOption & { max: number; unit?: string },
): Declared<number[], 'refs', R, U> {
  const { to, max, unit = '个', required = false, ...uses } = options;
  const wrong = required ? `请选择${label}` : `${label}不正确`;
  const ids = z.array(z.number({ error: wrong }).int(wrong).positive(wrong), { error: wrong });
  const schema = required
    ? ids
        .min(1, `请选择${label}`)
        .max(max, `${label}最多 ${max} ${unit}`)
        .transform((list) => [...new Set(list)])
    : ids
        .max(max, `${label}最多 ${max} ${unit}`)
        .nullish()
        .transform((list) => [...new Set(list ?? [])]);
  return { ...(uses as unknown as U), label, kind: 'refs', source: 'own', required: required as R, max, to, schema };
}

/** A moment, shown as 2026-11-23 09:30:00 in China time; a row holds it as ISO text. */
export function dateTime<U extends FieldUses, R extends boolean = false>(
  label: string,
  options: U & RequiredOption<R>,
): Declared<R extends true ? string : string | null, 'dateTime', R, U> {
  const { required = false, ...uses } = options;
  const schema = required ? requiredDateTime(label) : optionalDateTime(label);
  return { ...(uses as unknown as U), label, kind: 'dateTime', source: 'own', required: required as R, schema };
}

/** A calendar day, `yyyy-MM-dd`. */
export function day<U extends FieldUses>(label: string, options: U): Declared<string | null, 'date', false, U> {
  return { ...options, label, kind: 'date', source: 'own', required: false, schema: optionalDate(label) };
}

/** An amount of money: yuan in the form, fen in the row and the database. */
export function money<U extends FieldUses, R extends boolean = false>(
  label: string,
  options: U & RequiredOption<R>,
): Declared<number, 'money', R, U> {
  const { required = false, ...uses } = options;
  return {
    ...(uses as unknown as U),
    label,
    kind: 'money',
    source: 'own',
    required: required as R,
    schema: moneyField(label, { required }),
  };
}

/** The record's enabled flag (状态): a switch in the form and the list, 启用/禁用 in the export. */
export function enabled<U extends FieldUses>(options: U): Declared<boolean, 'enabled', false, U> {
  return { ...options, label: '状态', kind: 'enabled', source: 'own', required: false, schema: enabledField() };
}

/** One of the times every record has (创建时间, 更新时间). */
export function recordTime<U extends FieldUses>(
  label: string,
  options: U,
): Declared<string, 'recordTime', false, U, 'record'> {
  return { ...options, label, kind: 'recordTime', source: 'record', required: false, schema: z.never() };
}

/** Files attached to the record (images, documents); the page gives the upload control and the cell. */
export function attachments<U extends FieldUses>(
  label: string,
  options: U,
): Declared<Attachment[], 'attachments', false, U> {
  return { ...options, label, kind: 'attachments', source: 'own', required: false, schema: attachmentListSchema };
}

/**
 * A whole number of units the server keeps (库存): a plain number in the list and the export, filtered by a
 * range; never a form field. Its table column is given by name.
 */
export function quantity<U extends FieldUses & { form?: never }>(
  label: string,
  options: U,
): Declared<number, 'quantity', false, U> {
  return { ...options, label, kind: 'quantity', source: 'own', required: false, schema: z.never() };
}

/** A code kept as text (an operation's action), shown by its label in `list`, or as it is when the list lacks it. */
export function textChoice<U extends FieldUses>(
  label: string,
  list: Option[],
  options: U,
): Declared<string, 'options', false, U> {
  return { ...options, label, kind: 'options', source: 'own', required: false, options: list, schema: z.string() };
}

/**
 * The size of a stored file in bytes: a readable size (1.5 MB) in the list, the bytes in the export (its header
 * says so), filtered by a range; never a form field.
 */
export function fileSize<U extends FieldUses & { form?: never }>(
  label: string,
  options: U,
): Declared<number, 'fileSize', false, U> {
  return { ...options, label, kind: 'fileSize', source: 'own', required: false, schema: z.never() };
}

/**
 * A picture: the storage key of an uploaded attachment (`POST /api/files/attachment`) in the form and the row,
 * checked as one (`请上传<label>`), '' for none when not required; the page draws it in the cell.
 */
export function image<U extends FieldUses, R extends boolean = false>(
  label: string,
  options: U & RequiredOption<R>,
): Declared<string, 'image', R, U> {
  const { required = false, ...uses } = options;
  const key = z.string({ error: `请上传${label}` }).min(1, `请上传${label}`);
  const stored = key.regex(ATTACHMENT_PATH_PATTERN, `${label}地址不正确，请重新上传`);
  const schema = required
    ? stored
    : z
        .union([z.literal(''), stored])
        .nullish()
        .transform((value) => value ?? '');
  return { ...(uses as unknown as U), label, kind: 'image', source: 'own', required: required as R, schema };
}

/**
 * A value of a shape of its own (项目成员's ids, a drawing's files or latest flag): `schema` is its form check and
 * gives the row's type; a filter names its kind, and the table's column, the form's control and the cell are
 * given by name.
 */
export function custom<S extends z.ZodType, U extends FieldUses, R extends boolean = false>(
  label: string,
  schema: S,
  options: U & RequiredOption<R>,
): Declared<z.output<S>, 'custom', R, U> {
  const { required = false, ...uses } = options;
  return { ...(uses as unknown as U), label, kind: 'custom', source: 'own', required: required as R, schema };
}

type ValueOf<F> = F extends { valueType?: () => infer V } ? V : never;

/** A field the server reads from a joined table (the owner's name): shown and exported, never written. */
export function joined<F extends Field>(
  field: F,
): Omit<F, 'source' | 'form' | 'valueType'> & { source: 'joined'; valueType?: () => ValueOf<F> | null } {
  return { ...field, source: 'joined', form: undefined } as never;
}

/**
 * Ids kept in a table of links of their own rather than a column (a user's roles, a role's departments): the
 * server reads them with the record and writes them with it (`links` of `defineResource`).
 */
export function linked<F extends Field & { kind: 'refs' }>(field: F): Omit<F, 'source'> & { source: 'linked' } {
  return { ...field, source: 'linked' };
}

/**
 * A value the server works out for each row (a file's address from its id, a count, the names of linked
 * records): shown and exported, never written, never null; its expression is given by name in the resource's
 * projection.
 */
export function computed<F extends Field>(field: F): Omit<F, 'source' | 'form'> & { source: 'computed' } {
  return { ...field, source: 'computed', form: undefined } as never;
}

type FieldsOf = Record<string, Field>;

/** What the declaration names: the record (客户), its list page (客户列表), its fields and the fuzzy search. */
export type ResourceSpec<F extends FieldsOf> = {
  noun: string;
  title: string;
  fields: F;
  /**
   * The fuzzy search over several columns (`blurry`), with the words the messages and the bar say, and the
   * input's hint when it says more (手机号、昵称、姓名或邮箱 under 关键字).
   */
  search?: { label: string; placeholder?: string };
};

/** The names of the fields the add/edit form holds. */
export type FormKeys<F extends FieldsOf> = {
  [K in keyof F]: F[K] extends { form: true | FormUse } ? K : never;
}[keyof F] &
  string;

/** A list row: the declared fields' values with the record's id and version. */
export type RowOf<D extends { fields: FieldsOf }> = { id: number; version: number } & {
  -readonly [K in keyof D['fields']]: ValueOf<D['fields'][K]>;
};

/**
 * The values of the declared form once checked, typed as a row holds them (a user's roles as ids): what the
 * server's hooks receive. A moment parses to a Date, which a row holds as text.
 */
export type FormValuesOf<D extends { fields: FieldsOf }> = {
  [K in FormKeys<D['fields']>]: ValueOf<D['fields'][K]>;
};

export type ResourceDeclaration<F extends FieldsOf = FieldsOf> = ResourceSpec<F> & {
  /** The add form, checked in the browser before sending and on the server; an edit adds id and version. */
  form: z.ZodObject<{ [K in FormKeys<F>]: F[K]['schema'] }>;
  /** How the list can be searched and sorted. */
  list: ListSpec;
  /** Form fields holding dictionary values, which the server checks against the dictionary. */
  dictFields: Record<string, string>;
};

const DEFAULT_FILTER: Partial<Record<FieldKind, FilterSpec['kind']>> = {
  text: 'text',
  textarea: 'text',
  phone: 'text',
  dict: 'code',
  options: 'code',
  ref: 'id',
  enabled: 'bool',
  dateTime: 'dateRange',
  date: 'dateRange',
  recordTime: 'dateRange',
  money: 'numberRange',
  quantity: 'numberRange',
  fileSize: 'numberRange',
  integer: 'numberRange',
};

/** A use given as `true` or an object, as the object (undefined when the field does not have it). */
export const useOf = <T extends object>(use: true | T | undefined): Partial<T> | undefined => (use === true ? {} : use);

/** The filter kind and label a field filters with. */
export function filterOf(field: Field): FilterSpec | undefined {
  const use = useOf(field.filter);
  if (!use) return undefined;
  const kind = use.kind ?? DEFAULT_FILTER[field.kind];
  if (!kind) throw new Error(`a ${field.kind} field (${field.label}) has no filter kind of its own: name one`);
  return { kind, label: use.label ?? field.label };
}

/**
 * The fields with a column, form, export or filter use, in the declaration's order, except that a field whose use names
 * another (`after`) comes right behind that one.
 */
export function fieldsFor(
  fields: Record<string, Field>,
  use: 'column' | 'form' | 'export' | 'filter',
): [string, Field][] {
  const listed = Object.entries(fields).filter(([, field]) => field[use]);
  const afterOf = ([, field]: [string, Field]) => useOf(field[use])?.after;
  const ordered = listed.filter((entry) => !afterOf(entry));
  for (const entry of listed.filter(afterOf)) {
    const at = ordered.findIndex(([key]) => key === afterOf(entry));
    if (at < 0) throw new Error(`${entry[0]}: no ${use} field ${afterOf(entry)} to come after`);
    ordered.splice(at + 1, 0, entry);
  }
  return ordered;
}

/** Whether a field the form holds only under a condition (`FormUse.when`) belongs to these form values. */
export function conditionHolds(field: Field, values: Record<string, unknown>): boolean {
  const when = useOf(field.form)?.when;
  return !when || String(values[when.field] ?? '') === String(when.is);
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The form's check of the fields it holds only under a condition: given whenever the condition holds. */
function conditionalCheck(fields: [string, Field][]) {
  const conditional = fields.filter(([, field]) => useOf(field.form)?.when);
  return (values: Record<string, unknown>, context: z.RefinementCtx) => {
    for (const [key, field] of conditional) {
      const when = useOf(field.form)!.when!;
      if (!conditionHolds(field, values) || !isBlank(values[key])) continue;
      const verb = ['text', 'textarea', 'phone', 'money', 'integer'].includes(field.kind) ? '填写' : '选择';
      const subject = `${when.is}${fields.find(([name]) => name === when.field)?.[1].label ?? when.field}`;
      context.addIssue({ code: 'custom', message: `${subject}须${verb}${field.label}`, path: [key] });
    }
  };
}

/** The list spec a declaration's fields say: the fuzzy search, the filters in order, the sortable fields. */
function listSpecOf(spec: { fields: FieldsOf; search?: { label: string } }): ListSpec {
  const filters: Record<string, FilterSpec> = {};
  if (spec.search) filters.blurry = { kind: 'text', label: spec.search.label };
  for (const [key, field] of fieldsFor(spec.fields, 'filter')) {
    const filter = filterOf(field);
    if (filter) filters[key] = filter;
  }
  const sortable = Object.entries(spec.fields)
    .filter(([, field]) => field.sortable)
    .map(([key]) => key);
  return { filters, sortable };
}

/** Completes a declaration with what follows from it: the form schema, the list spec and the dictionary fields. */
export function declareResource<const F extends FieldsOf>(spec: ResourceSpec<F>): ResourceDeclaration<F> {
  const entries = Object.entries(spec.fields);
  const formEntries = entries.filter(([, field]) => field.form);
  const formShape = Object.fromEntries(formEntries.map(([key, f]) => [key, f.schema]));
  const conditional = formEntries.some(([, field]) => useOf(field.form)?.when);
  return {
    ...spec,
    form: (conditional
      ? z.object(formShape).superRefine(conditionalCheck(formEntries))
      : z.object(formShape)) as ResourceDeclaration<F>['form'],
    list: listSpecOf(spec),
    dictFields: Object.fromEntries(
      entries.filter(([, field]) => field.form && field.dict).map(([key, field]) => [key, field.dict!]),
    ),
  };
}

/**
 * A list that is read, never added to or edited here (the logs, 在线用户, 会员订单): its fields, the columns, filters,
 * sorts and export they appear in. Its rows have an id and no version. A list declared in the kernel
 * (`@yjf/domain`, which the host provides) gives no `title`: a page's title is its area's, and the host holds
 * none (the delivery drill checks); the server names its export.
 */
export type ListDeclaration<F extends FieldsOf = FieldsOf> = Omit<ResourceSpec<F>, 'noun' | 'title'> & {
  title?: string;
  fields: F;
  list: ListSpec;
};

/** Completes a read-only list's declaration with its list spec. */
export function declareList<const F extends FieldsOf>(
  spec: Omit<ResourceSpec<F>, 'noun' | 'title'> & { title?: string },
): ListDeclaration<F> {
  return { ...spec, list: listSpecOf(spec) };
}

/** A row of a read-only list: its id and the declared fields' values. */
export type ListRowOf<D extends { fields: FieldsOf }> = { id: number } & {
  -readonly [K in keyof D['fields']]: ValueOf<D['fields'][K]>;
};
