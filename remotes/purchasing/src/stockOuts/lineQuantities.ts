/** How the lines of a stock-out add up, and which of them the stock on hand cannot cover. */

type Quantity = { quantity: number | null | undefined };

/**
 * More units asked than are on hand now. Only a stock-out that has not gone out can be short; an empty
 * quantity is not short (the form rules say 请输入出库数量 instead).
 */
export const isShort = (line: Quantity & { stock: number }) => (line.quantity ?? 0) > line.stock;

/** How many products and units: `3 种 / 12 件`. */
export function lineTally(lines: readonly Quantity[]): string {
  const units = lines.reduce((total, line) => total + (line.quantity ?? 0), 0);
  return `${lines.length} 种 / ${units} 件`;
}
