import { and, asc, between, desc, eq, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatDate } from '@yjf/domain/calendar';
import type { FilterSpec, FilterValue, ListQuery } from '@yjf/domain/lists';
import { badRequest } from '../http/errors';
import type { FilterTarget, ReadContext, ResourceDefinition } from './resourceDefinition';

/** `%` and `_` typed by a user are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere, the user's `%` and `_` taken as letters. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

type Target = AnyPgColumn | SQL;

type ColumnTarget = Exclude<FilterTarget, (...args: never[]) => unknown>;

const unwrap = (filter: ColumnTarget): { target: Target; scale: number; lowercased: boolean } => {
  if (typeof filter === 'object' && filter !== null && 'target' in filter) {
    return {
      target: filter.target,
      scale: 'scale' in filter ? filter.scale : 1,
      lowercased: 'lowercased' in filter,
    };
  }
  return { target: filter as Target, scale: 1, lowercased: false };
};

const isDateColumn = (target: Target) => 'columnType' in target && target.columnType === 'PgDateString';
const isNumberColumn = (target: Target) => 'dataType' in target && target.dataType === 'number';

/**
 * A search of a lower-cased search column. Three characters and more find their rows through the column's
 * trigram index; one or two have no trigram, so their characters find the rows through the column's
 * character index (`string_to_array(column, null)`). For two, LIKE keeps the rows that have them in order; one
 * character in the text is all LIKE would check again, so it is left out (at 1,000,000 rows a broad character
 * matches 100,000 of them: its exact count took 9 % less without LIKE over each).
 */
function searchCondition(target: AnyPgColumn, text: string): SQL {
  const matches = like(target, containsPattern(text));
  const characters = Array.from(text);
  if (characters.length >= 3) return matches;
  const array = sql.join(
    characters.map((character) => sql`${character}`),
    sql`, `,
  );
  const holdsEach = sql`string_to_array(${target}, null) @> array[${array}]::text[]`;
  return characters.length === 1 ? holdsEach : and(holdsEach, matches)!;
}

/**
 * The condition of one filter on its column, as its kind says; a value its column cannot hold (a code that is not
 * a number, on a number column) is a 400 with the filter's label. Lists with routes of their own use it too.
 */
export function condition(spec: FilterSpec, filter: ColumnTarget, value: FilterValue): SQL {
  const unwrapped = unwrap(filter);
  // eq/between take a column or an SQL expression alike; the overloads just cannot say "either".
  const target = unwrapped.target as AnyPgColumn;
  const scale = unwrapped.scale;
  switch (spec.kind) {
    case 'text':
      return unwrapped.lowercased
        ? searchCondition(target, String(value).toLowerCase())
        : ilike(target, containsPattern(String(value)));
    case 'code':
      if (!isNumberColumn(target)) return eq(target, value);
      if (!/^\d{1,4}$/.test(String(value))) throw badRequest(`${spec.label}的取值不正确`);
      return eq(target, Number(value));
    case 'id':
    case 'bool':
      return eq(target, value);
    case 'dateRange': {
      const { from, to } = value as { from: Date; to: Date };
      return isDateColumn(target) ? between(target, formatDate(from), formatDate(to)) : between(target, from, to);
    }
    case 'numberRange': {
      const { min, max } = value as { min: number; max: number };
      return between(target, Math.round(min * scale), Math.round(max * scale));
    }
  }
}

/**
 * The WHERE of a list or export: the caller's company first, then the caller's scope (the resource's
 * `callerScope`, worked out by the caller), then each filter given.
 */
export async function listWhere(
  resource: ResourceDefinition,
  context: ReadContext,
  query: ListQuery,
  scope?: SQL,
): Promise<SQL> {
  const conditions = [eq(resource.table.companyId, context.auth.company.id), scope];
  for (const [name, value] of Object.entries(query.filters)) {
    const target = resource.filterTargets[name];
    const spec = resource.list.filters[name];
    if (!target || !spec) throw new Error(`resource ${resource.path} has no target for filter ${name}`);
    conditions.push(typeof target === 'function' ? await target(value, context) : condition(spec, target, value));
  }
  return and(...conditions)!;
}

/** ORDER BY the chosen field, then id in the same direction, so pages never overlap. */
export function listOrder(resource: ResourceDefinition, query: ListQuery): SQL[] {
  const direction = query.sort.direction === 'asc' ? asc : desc;
  const column = query.sort.field === 'id' ? resource.table.id : resource.sortColumns[query.sort.field];
  if (!column) throw new Error(`resource ${resource.path} has no column for sort ${query.sort.field}`);
  if (column === resource.table.id) return [direction(resource.table.id)];
  // Empty values go last whichever way the list is sorted.
  return [sql`${direction(column)} nulls last`, direction(resource.table.id)];
}
