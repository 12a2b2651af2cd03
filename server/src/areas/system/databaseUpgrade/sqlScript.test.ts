import { refusalOf, sqlStatements } from './sqlScript';

describe('sqlStatements', () => {
  it('splits at semicolons outside strings, names, dollar quotes and comments', () => {
    const script = `
      -- a comment; not a statement
      create table "a;b" (id int, note text default 'x;''y');
      /* block; /* nested; */ still comment; */
      insert into t values (E'it\\'s;', $$body; $$, $fn$ more; $fn$);
      do $$ begin perform 1; end $$;
      select 1`;
    const statements = sqlStatements(script);
    expect(statements).toHaveLength(4);
    expect(statements[0]).toBe(`create table "a;b" (id int, note text default 'x;''y')`);
    expect(statements[1]).toContain('$fn$ more; $fn$');
    expect(statements[2]).toBe('do $$ begin perform 1; end $$');
    expect(statements[3]).toBe('select 1');
  });

  it('finds nothing in a file of comments and blank statements', () => {
    expect(sqlStatements('-- only\n;;\n/* a */')).toEqual([]);
  });
});

describe('refusalOf', () => {
  it('lets an ordinary migration through', () => {
    expect(refusalOf(sqlStatements('alter table t add column c int; update t set c = 1;'))).toBeNull();
    expect(refusalOf(sqlStatements('savepoint a; rollback to savepoint a;'))).toBeNull();
  });

  it('refuses an empty file, transaction control and the migrations bookkeeping', () => {
    expect(refusalOf([])).toContain('没有可执行的语句');
    for (const control of ['BEGIN', 'commit', 'END', 'rollback', 'start transaction', 'abort']) {
      expect(refusalOf(sqlStatements(`select 1; ${control};`))).toContain('不能自行控制事务');
    }
    expect(refusalOf(sqlStatements('delete from drizzle.__drizzle_migrations;'))).toContain('drizzle');
    expect(refusalOf(sqlStatements('set search_path to "drizzle";'))).toContain('drizzle');
    // A mention in a comment is no change.
    expect(refusalOf(sqlStatements('-- not drizzle\nselect 1;'))).toBeNull();
  });
});
