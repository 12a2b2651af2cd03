import { and, eq, like, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { customers } from '../areas/customers/schema';
import { ShapeCache, shapeOf } from './statementShapes';

const search = (companyId: number, text: string) =>
  and(eq(customers.companyId, companyId), like(customers.searchText, `%${text}%`))!;

describe('shapeOf', () => {
  it('is the same for the same condition with other values, and keeps the values apart', () => {
    const first = shapeOf(search(2, '锦绣'));
    const second = shapeOf(search(3, '华府'));
    expect(first.shape).toBe('("customers"."company_id" = $1 and "customers"."search_text" like $2)');
    expect(second.shape).toBe(first.shape);
    expect(first.values).toEqual({ w1: 2, w2: '%锦绣%' });
    expect(second.values).toEqual({ w1: 3, w2: '%华府%' });
  });

  it('differs when the condition does', () => {
    expect(shapeOf(eq(customers.companyId, 2)).shape).not.toBe(shapeOf(search(2, 'a')).shape);
  });

  it('gives back a condition that renders with named placeholders in the values’ places', () => {
    const { condition } = shapeOf(search(2, 'a'));
    const rendered = new PgDialect({ casing: 'snake_case' }).sqlToQuery(sql`select 1 where ${condition} limit ${3}`);
    expect(rendered.sql).toBe(
      'select 1 where ("customers"."company_id" = $1 and "customers"."search_text" like $2) limit $3',
    );
    expect(rendered.params).toEqual([{ name: 'w1' }, { name: 'w2' }, 3]);
  });
});

describe('ShapeCache', () => {
  it('builds a statement once per key', () => {
    const cache = new ShapeCache<{ key: string }>();
    let builds = 0;
    const first = cache.get('a', () => (builds++, { key: 'a' }));
    expect(cache.get('a', () => (builds++, { key: 'a' }))).toBe(first);
    expect(cache.get('b', () => (builds++, { key: 'b' }))).not.toBe(first);
    expect(builds).toBe(2);
  });

  it('drops the oldest built past its limit', () => {
    const cache = new ShapeCache<string>(2);
    let builds = 0;
    const build = (key: string) => () => (builds++, key);
    cache.get('a', build('a'));
    cache.get('b', build('b'));
    cache.get('c', build('c'));
    expect(builds).toBe(3);
    cache.get('b', build('b'));
    expect(builds).toBe(3);
    cache.get('a', build('a'));
    expect(builds).toBe(4);
  });
});
