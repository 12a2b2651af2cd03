/**
 * Whether an error is PostgreSQL's numeric_value_out_of_range (22003), from pg or PGlite, possibly wrapped by
 * drizzle: a number the client sent (an id of 2147483648, say) that the column's type cannot hold. The
 * schemas accept any safe integer as an id; such a value names no record, so it is the client's 400, not a 500.
 */
export function isOutOfRangeValue(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if ((cause as { code?: unknown }).code === '22003') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
