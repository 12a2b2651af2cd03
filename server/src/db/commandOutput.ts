/** What the database commands (db:move, db:backup, db:restore) print. */

/**
 * A plain-text table for a command's output (the row counts of a move, a backup, a restore). Chinese characters
 * take two columns of a terminal, so widths are counted in columns, not characters; numbers are right-aligned.
 */
export function formatTable(headings: string[], rows: (string | number)[][]): string {
  const cells = [
    headings,
    ...rows.map((row) => row.map((cell) => (typeof cell === 'number' ? cell.toLocaleString('en-US') : cell))),
  ];
  const widths = headings.map((_, column) => Math.max(...cells.map((row) => columns(row[column] ?? ''))));
  const line = (row: string[]) =>
    row
      .map((cell, column) => {
        const padding = ' '.repeat(widths[column]! - columns(cell));
        return typeof rows[0]?.[column] === 'number' ? padding + cell : cell + padding;
      })
      .join('  ')
      .trimEnd();
  return [line(cells[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** Terminal columns of a string: East Asian wide characters take two. */
function columns(text: string): number {
  let width = 0;
  for (const char of text)
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char)
      ? 2
      : 1;
  return width;
}

/**
 * The words of an error for a command's user. drizzle wraps a database error as "Failed query: <sql> params: <all
 * values>", which for a batch insert is thousands of values; the database's own message is in its cause.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.message.startsWith('Failed query') && error.cause instanceof Error) return errorText(error.cause);
  return error.message;
}
