import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Option } from '@yjf/domain/dictionaries';
import type { FilterValue, ListSpec } from '@yjf/domain/lists';
import {
  conditionHolds,
  fieldsFor,
  useOf,
  type Field,
  type FieldKind,
  type ListDeclaration,
  type ResourceDeclaration,
} from '@yjf/domain/resourceFields';
import type { z } from '@yjf/domain/zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { Auth } from '../http/callerAuth';
import type { ScopeRule } from './dataScope';
import { importColumnsOf, type ImportColumn } from './importing/importColumns';

/** A table made with `recordColumns()`: what the engine relies on. */
export type RecordTable = PgTable & {
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  createdBy: AnyPgColumn;
  version: AnyPgColumn;
  createTime: AnyPgColumn;
  updateTime: AnyPgColumn;
};

/** What a read hook can use: the database (the transaction, in a write) and the caller. */
export type ReadContext = { db: Db; auth: Auth };

/**
 * What a filter of the list spec reads: a column or an expression. Money columns in fen scale by 100; a
 * column stored lower-cased (a search column) is matched with LIKE on the lower-cased text, cheaper than ILIKE;
 * a search column has a trigram index and a character index (`gin (string_to_array(column, null))`).
 * A function gives the whole condition of the filter's value, when no comparison with one column says it
 * (a department with the departments below it).
 */
export type FilterTarget =
  | AnyPgColumn
  | SQL
  | { target: AnyPgColumn | SQL; scale: number }
  | { target: AnyPgColumn; lowercased: true }
  | ((value: FilterValue, context: ReadContext) => Promise<SQL>);

/** One column of the exported workbook. */
export type ExportColumn = {
  header: string;
  /** The key of the row (the projection). */
  field: string;
  width?: number;
  /** How the cell is written: a date, a date and time, fen as yuan, a flag as 启用/禁用. */
  format?: 'date' | 'datetime' | 'money' | 'enabled';
  /** The row holds a value of this dictionary; the cell shows its name. */
  dict?: string;
  /** The row holds a value of this fixed list; the cell shows its label. */
  options?: Option[];
};

/**
 * A field of this resource's form or row that names records of another resource, by that resource's path (a
 * business opportunity's customer, a task's project, a customer's 负责人). The engine accepts an add, an edit or
 * a command naming one only when the caller may reach it (`namedRecords.ts`), and the holders of this form may
 * pick from the named resource's list; a record named cannot be deleted while a reference that `blocksDelete`
 * names it. Declared fields (`ref`, `refs` with `to`) are references by declaration.
 */
export type Reference = {
  /** `customerId`; `memberIds` (a list of ids); `lines.productId` (a field of each object of a list). */
  field: string;
  /** What the field is called in messages (客户, 所属项目). */
  label: string;
  /** The path of the resource named: `customer`, `project`, `users`. */
  to: string;
  /** The column of this resource's table holding it (none for a field of its lines). */
  column?: AnyPgColumn;
  /**
   * A record named cannot be deleted while this one names it; the refusal, given the named record's name, or
   * `true` for `<noun>「<name>」下还有<this noun>，不能删除`.
   */
  blocksDelete?: true | ((title: string) => string);
};

/**
 * What a write hook can use: the transaction, the caller, and the app's context (the services a write's side
 * effects need: the messages it sends in the transaction, `platform/messages`).
 */
export type WriteContext = { tx: Db; auth: Auth; ctx: AppContext };

/**
 * Excel 导入 of a resource's records (issue 57, `crud/importing/`): its columns are the add form's fields, each
 * row checked as an add is and written in one transaction with the others.
 */
export type ResourceImporting<Form extends Record<string, unknown> = Record<string, unknown>> = {
  columns: ImportColumn[];
  /**
   * The fields whose values together say a row is a record already there (a customer's name and phone), among
   * the records the caller reaches: such a row is skipped or updates it, as the import is told.
   */
  duplicateKey: string[];
  /**
   * Writes what a batch of new records owns at once (a product's opening stock: its first movement), in the
   * import's transaction, instead of `saveChildren` one record at a time.
   */
  saveChildrenOfMany?: (records: { id: number; form: Form }[], context: WriteContext) => Promise<void>;
};

/**
 * How a cell of an imported file names one of this resource's records, when a form refers to it (a customer's
 * 负责人): by one of `names` (a person's name), or by `key`, which names one record only (the phone); `hint` is
 * what the template tells the user to write (同事的姓名或手机号).
 */
export type NamedInFiles = { names: AnyPgColumn[]; key: { column: AnyPgColumn; label: string }; hint: string };

/** A list row, detail or export row: the projection's keys with their values. */
export type ResourceRow = Record<string, unknown> & { id: number; version: number };

/**
 * One business resource, declared once; `resourceRoutes` turns it into the whole REST surface:
 * list, detail, add, edit, delete, export and (with `toggleField`) the enabled switch.
 */
export type ResourceDefinition<Form extends Record<string, unknown> = Record<string, unknown>> = {
  /** `/api/<path>` */
  path: string;
  /** Permission prefix: `<prefix>:list|add|edit|del`. */
  permission: string;
  /** The declaration it is made from, when it is (what a phone's first screen draws its cards from). */
  declared?: ResourceDeclaration;
  /** What one record is called in messages and logs (客户). */
  noun: string;
  table: RecordTable;
  /** The columns of a row (of the table and of joined tables), keyed by the name the browser reads. */
  projection: Record<string, AnyPgColumn | SQL.Aliased>;
  /** Adds the joins the projection needs (left joins only: a row never disappears because of one). */
  joins?: (query: PgSelect) => PgSelect;
  list: ListSpec;
  /** Where each filter of `list.filters` looks. */
  filterTargets: Record<string, FilterTarget>;
  /** The column of each sortable field of `list.sortable`. */
  sortColumns: Record<string, AnyPgColumn>;
  /** The add form; edits are this form plus `id` and `version`. */
  form: z.ZodObject;
  /** Form fields that hold dictionary values, checked against the dictionary. */
  dictFields?: Record<string, string>;
  /** Checks references and completes a valid form into column values, inside the write transaction. */
  prepare?: (form: Form, context: WriteContext & { existing?: ResourceRow }) => Promise<Record<string, unknown>>;
  /**
   * Writes the rows the record owns (an order's lines) from the form, after its own row is inserted or updated
   * and before it is read back, inside the write transaction. `prepare` keeps such fields out of the columns.
   */
  saveChildren?: (
    recordId: number,
    form: Form,
    context: WriteContext & { prepared: Record<string, unknown>; existing?: ResourceRow },
  ) => Promise<void>;
  /**
   * The part of the company's records this caller may reach (a data scope), or undefined for all of them:
   * ANDed into the list, the export, the detail and the lookups of edit, delete and the switch, so a record
   * outside it is 404 everywhere, as another company's is.
   */
  callerScope?: (context: ReadContext) => Promise<SQL | undefined>;
  /**
   * The people a record names, for the roles' 数据权限 (`crud/dataScope.ts`, which lists every resource's):
   * a caller without a whole-company scope reaches only the records naming someone they reach, everywhere
   * `callerScope` applies. A resource without it is shared by the whole company.
   */
  dataScope?: ScopeRule;
  /** The fields that name records of other resources (`Reference`); a declared resource's come from its `ref`s. */
  references?: Reference[];
  /**
   * What other resources' forms may name of this one, when it is not what the caller reaches here (`callerScope`,
   * `dataScope`) and is chosen from a picker of its own (`picker`) rather than from this list: people are the
   * company's enabled users, from `/api/users/options`. Without it, a form names only records the caller reaches,
   * and the holders of the forms naming this resource may read its list and one record to choose from.
   */
  namedFrom?: { picker: string; within: (context: ReadContext) => Promise<SQL | undefined> };
  /** How an imported file names this resource's records (`NamedInFiles`), for the resources whose forms name them. */
  namedInFiles?: NamedInFiles;
  /** Excel 导入 (`ResourceImporting`): served at `/api/<path>/import` when given. */
  importing?: ResourceImporting<Form>;
  /** The refusal of a delete that a table without a declared reference prevents (a foreign key). */
  inUseMessage?: string;
  /** Refuses a delete that would break other records (throws an AppError), before references are checked. */
  beforeDelete?: (ids: number[], context: WriteContext) => Promise<void>;
  /**
   * Completes a new record inside the add's transaction: its first history entry, its own series id. Fields it
   * returns join the add's answer beside the row, shown once (a new user's password).
   */
  afterAdd?: (row: ResourceRow, context: WriteContext) => Promise<Record<string, unknown> | void>;
  /**
   * Keeps other records in step, inside the write transaction, after an add, edit, delete or switch: the rows as
   * they are now (add, edit, toggle) or were (delete, and the edit's and switch's former row first), so a
   * follow-up can refresh its customer.
   */
  afterWrite?: (
    rows: ResourceRow[],
    context: WriteContext & { action: 'add' | 'edit' | 'delete' | 'toggle' },
  ) => Promise<void>;
  /**
   * The log line of an edit when 编辑<noun>「…」 would hide what matters (a user's new phone, which is their sign-in
   * name); undefined keeps the generic line.
   */
  describeEdit?: (before: ResourceRow, after: ResourceRow) => string | undefined;
  /** The record's name in log lines: 新增客户「华府家居」. */
  titleOf: (row: ResourceRow) => string;
  /** The table's boolean field behind the enabled switch (`updateState`), usually `enabled`. */
  toggleField?: string;
  /**
   * Refuses a switch (throws an AppError) inside its transaction, before the record changes; `enabled` is the
   * value asked for. Side effects of a switch go in `afterWrite` (action `toggle`).
   */
  beforeToggle?: (row: ResourceRow, enabled: boolean, context: WriteContext) => Promise<void>;
  export: { title: string; columns: ExportColumn[] };
};

/**
 * The table of links behind a `linked` field (a user's roles: `user_roles`): one row per id named, `from` the
 * record's id and `to` the id it names.
 */
export type Link = { table: PgTable; from: AnyPgColumn; to: AnyPgColumn };

/** The parts of a definition that a resource declaration (`@yjf/domain/resourceFields`) says. */
type Declared = 'noun' | 'list' | 'form' | 'dictFields' | 'export' | 'projection' | 'filterTargets' | 'sortColumns';

/**
 * A resource whose fields are declared once in its area's domain module: the noun, list spec, form, dictionary
 * fields and export come from the declaration; the projection, filter targets and sort columns default to the
 * table's column of the same name. What is given here by name (a joined name, the fuzzy search's column) is
 * added to or replaces the default, and TypeScript refuses a name the declaration does not have.
 */
export type DeclaredResourceDefinition<D extends ResourceDeclaration, Form extends Record<string, unknown>> = Omit<
  ResourceDefinition<Form>,
  Declared | 'importing'
> & {
  declaration: D;
  /**
   * The add form when it holds more than the declared form fields (an order with its lines): the declaration's
   * form extended (`declaration.form.extend({...})`).
   */
  form?: z.ZodObject;
  /** Fields read from elsewhere than the table's own columns (joined names) and extra row keys. */
  projection?: Record<string, AnyPgColumn | SQL.Aliased>;
  filterTargets?: { [K in (keyof D['fields'] & string) | 'blurry']?: FilterTarget };
  sortColumns?: { [K in keyof D['fields']]?: AnyPgColumn };
  /** References beyond the declared fields' (a field of the lines an extended form adds). */
  references?: Reference[];
  /** Declared references that keep the record they name from being deleted (`Reference.blocksDelete`). */
  blocksDelete?: { [K in keyof D['fields']]?: true | ((title: string) => string) };
  /**
   * The table of links of each `linked` field: the row reads its ids from it (in id order), and an add or edit
   * writes the form's ids there after the record (none while the field's form condition does not hold).
   */
  links?: { [K in keyof D['fields']]?: Link };
  /**
   * Excel 导入: the columns come from the declaration's form fields, with `addFields`, the fields the add form
   * holds beyond them (a product's 期初库存, the extension of `form`); `duplicateKey` names declared fields.
   */
  importing?: Omit<ResourceImporting<Form>, 'columns' | 'duplicateKey'> & {
    duplicateKey: (keyof D['fields'] & string)[];
    addFields?: Record<string, Field>;
  };
};

/** Declares a resource; the identity function gives the definition its type. */
export function defineResource<Form extends Record<string, unknown>>(
  definition: ResourceDefinition<Form>,
): ResourceDefinition;
export function defineResource<D extends ResourceDeclaration, Form extends Record<string, unknown>>(
  definition: DeclaredResourceDefinition<D, Form>,
): ResourceDefinition;
export function defineResource(
  definition: ResourceDefinition | DeclaredResourceDefinition<ResourceDeclaration, Record<string, unknown>>,
): ResourceDefinition {
  return 'declaration' in definition ? fromDeclaration(definition) : definition;
}

const EXPORT_FORMAT: Partial<Record<FieldKind, ExportColumn['format']>> = {
  dateTime: 'datetime',
  recordTime: 'datetime',
  date: 'date',
  money: 'money',
  enabled: 'enabled',
};

/**
 * The exported workbook's columns of a declaration (a resource's or a read-only list's), in its export order:
 * headers, widths, and cells written as the field's kind says (dates, money, dictionary and option names).
 */
export function exportColumnsOf(declaration: ListDeclaration | ResourceDeclaration): ExportColumn[] {
  return fieldsFor(declaration.fields, 'export').flatMap(([key, field]) => {
    const use = useOf(field.export);
    if (!use) return [];
    return [
      {
        header: use.header ?? field.label,
        field: key,
        width: use.width,
        format: EXPORT_FORMAT[field.kind],
        dict: field.dict,
        options: field.options,
      },
    ];
  });
}

function fromDeclaration(
  definition: DeclaredResourceDefinition<ResourceDeclaration, Record<string, unknown>>,
): ResourceDefinition {
  const { declaration, table } = definition;
  const fields = Object.entries(declaration.fields);
  const columnOf = (key: string): AnyPgColumn => {
    const column = (table as unknown as Record<string, AnyPgColumn | undefined>)[key];
    if (!column) throw new Error(`${definition.path}: the table has no column ${key}; give it by name`);
    return column;
  };
  const given = (definition.filterTargets ?? {}) as Record<string, FilterTarget | undefined>;
  const filterTargets = Object.fromEntries(
    Object.keys(declaration.list.filters).map((name) => {
      const field = declaration.fields[name];
      const target = given[name] ?? (field?.kind === 'money' ? { target: columnOf(name), scale: 100 } : columnOf(name));
      return [name, target];
    }),
  );
  const sortGiven = (definition.sortColumns ?? {}) as Record<string, AnyPgColumn | undefined>;
  const sortColumns = Object.fromEntries(
    declaration.list.sortable.map((name) => [name, sortGiven[name] ?? columnOf(name)]),
  );
  const links = Object.entries((definition.links ?? {}) as Record<string, Link>);
  const linkedIds = ([key, link]: [string, Link]) =>
    sql<number[]>`(select coalesce(json_agg(${link.to} order by ${link.to}), '[]'::json)
      from ${link.table} where ${link.from} = ${table.id})`.as(key);
  const projection = {
    id: table.id,
    version: table.version,
    createdBy: table.createdBy,
    ...Object.fromEntries(
      fields
        .filter(([, field]) => field.source === 'own' || field.source === 'record')
        .map(([key]) => [key, columnOf(key)]),
    ),
    ...Object.fromEntries(links.map((entry) => [entry[0], linkedIds(entry)])),
    ...definition.projection,
  };
  const missing = fields.filter(([key]) => !(key in projection)).map(([key]) => key);
  if (missing.length) throw new Error(`${definition.path}: the projection lacks ${missing.join(', ')}`);
  const references: Reference[] = [
    ...fields.flatMap(([key, field]) =>
      field.to
        ? [
            {
              field: key,
              label: field.label,
              to: field.to,
              column: (table as unknown as Record<string, AnyPgColumn | undefined>)[key],
              blocksDelete: (definition.blocksDelete as Record<string, Reference['blocksDelete']> | undefined)?.[key],
            },
          ]
        : [],
    ),
    ...(definition.references ?? []),
  ];
  const { prepare, saveChildren } = definition;
  const importing = definition.importing && {
    ...definition.importing,
    columns: importColumnsOf({ ...declaration.fields, ...definition.importing.addFields }, definition.path),
  };
  const linkedKeys = new Set(links.map(([key]) => key));
  /** The property of a link table that holds `column` (what an insert names it by). */
  const keyOf = (link: Link, column: AnyPgColumn) =>
    Object.entries(getTableColumns(link.table)).find(([, candidate]) => candidate === column)![0];
  /** The record's own columns: what `prepare` makes of the form, without the linked ids. */
  const columnsOfForm = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).filter(([key]) => !linkedKeys.has(key)));
  const linking: Pick<ResourceDefinition, 'prepare' | 'saveChildren'> = links.length
    ? {
        prepare: async (form, context) => columnsOfForm(prepare ? await prepare(form, context) : form),
        saveChildren: async (recordId, form, context) => {
          for (const [key, link] of links) {
            await context.tx.delete(link.table).where(eq(link.from, recordId));
            const ids = conditionHolds(declaration.fields[key]!, form)
              ? ((form[key] as number[] | undefined) ?? [])
              : [];
            const [from, to] = [keyOf(link, link.from), keyOf(link, link.to)];
            if (ids.length)
              await context.tx.insert(link.table).values(ids.map((id) => ({ [from]: recordId, [to]: id })));
          }
          await saveChildren?.(recordId, form, context);
        },
      }
    : {};
  return {
    ...definition,
    ...linking,
    importing,
    references,
    declared: declaration,
    noun: declaration.noun,
    list: declaration.list,
    form: definition.form ?? declaration.form,
    dictFields: declaration.dictFields,
    projection,
    filterTargets,
    sortColumns,
    export: { title: declaration.title, columns: exportColumnsOf(declaration) },
  } as ResourceDefinition;
}
