/** Which lines of a stock-out the stock on hand cannot cover (how they add up: `lineTally` of the domain). */

type Quantity = { quantity: number | null | undefined };

/**
 * More units asked than are on hand now. Only a stock-out that has not gone out can be short; an empty
 * quantity is not short (the form rules say 请输入出库数量 instead).
 */
export const isShort = (line: Quantity & { stock: number }) => (line.quantity ?? 0) > line.stock;
