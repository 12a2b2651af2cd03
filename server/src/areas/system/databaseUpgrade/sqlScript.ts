/**
 * The statements of a SQL file, without comments: split at semicolons outside strings, quoted names,
 * dollar-quoted bodies (`DO $$ ... $$`) and comments. Only to count them and check what they touch; the
 * database runs the file as it is.
 */
export function sqlStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let at = 0;
  const flush = () => {
    const statement = current.trim();
    if (statement) statements.push(statement);
    current = '';
  };
  while (at < text.length) {
    const ch = text[at]!;
    const next = text[at + 1];
    if (ch === '-' && next === '-') {
      const end = text.indexOf('\n', at);
      at = end < 0 ? text.length : end;
      current += ' ';
    } else if (ch === '/' && next === '*') {
      // Block comments nest in PostgreSQL.
      let depth = 1;
      at += 2;
      while (at < text.length && depth > 0) {
        const opens = text.startsWith('/*', at);
        const closes = !opens && text.startsWith('*/', at);
        depth += opens ? 1 : closes ? -1 : 0;
        at += opens || closes ? 2 : 1;
      }
      current += ' ';
    } else if (ch === "'" || ch === '"') {
      const escapes = ch === "'" && /[eE]$/.test(current) && !/[A-Za-z0-9_]$/.test(current.slice(0, -1));
      let end = at + 1;
      while (end < text.length) {
        if (escapes && text[end] === '\\') end += 2;
        else if (text[end] === ch && text[end + 1] === ch) end += 2;
        else if (text[end] === ch) break;
        else end += 1;
      }
      current += text.slice(at, end + 1);
      at = end + 1;
    } else if (ch === '$' && !/[A-Za-z0-9_$]$/.test(current)) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(at))?.[0];
      if (tag) {
        const end = text.indexOf(tag, at + tag.length);
        const stop = end < 0 ? text.length : end + tag.length;
        current += text.slice(at, stop);
        at = stop;
      } else {
        current += ch;
        at += 1;
      }
    } else if (ch === ';') {
      flush();
      at += 1;
    } else {
      current += ch;
      at += 1;
    }
  }
  flush();
  return statements;
}

const TRANSACTION_CONTROL =
  /^(begin|start\s+transaction|commit|end|abort|rollback(?!\s+to\b)|prepare\s+transaction)\b/i;
/** The migrations' own bookkeeping: a file that changes it could make the server skip or rerun a migration. */
const MIGRATIONS_BOOKKEEPING = /\bdrizzle\b|__drizzle_migrations/i;

/**
 * Why a SQL file must not run, or null when it may: it must hold statements, must not end or open
 * transactions itself (it runs as one), and must leave the migrations' bookkeeping alone.
 */
export function refusalOf(statements: string[]): string | null {
  if (!statements.length) return 'SQL 文件中没有可执行的语句';
  const control = statements.find((statement) => TRANSACTION_CONTROL.test(statement));
  if (control) {
    return `SQL 文件不能自行控制事务（${control.split(/\s/)[0]!.toUpperCase()}）：整个文件会在一个事务中执行`;
  }
  if (statements.some((statement) => MIGRATIONS_BOOKKEEPING.test(statement))) {
    return '不能修改 drizzle 架构：其中的 __drizzle_migrations 是系统自身的迁移记录';
  }
  return null;
}
