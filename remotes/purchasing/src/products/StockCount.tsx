/**
 * Units on hand as lists and choosers show them: red when there is none, so an empty shelf stands out before
 * anyone plans a stock-out from it.
 *
 * @example <StockCount stock={product.stock} unit={product.unit} />
 */
export function StockCount({ stock, unit }: { stock: number; unit?: string }) {
  return (
    <span style={stock <= 0 ? { color: 'rgb(var(--danger-6))', fontWeight: 500 } : undefined}>
      {stock}
      {unit ? ` ${unit}` : ''}
    </span>
  );
}
