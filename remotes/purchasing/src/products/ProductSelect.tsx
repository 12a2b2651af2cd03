import { productApi } from '@yjf/area-purchasing/api/purchasing';
import { productLabel, type Product } from '@yjf/area-purchasing/domain/productSchemas';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { StockCount } from './StockCount';

type Props = {
  value?: number;
  /** The id chosen, and the product itself, so a line can take its unit, price or stock. */
  onChange?: (productId: number | undefined, product: Product | undefined) => void;
  /** Products already on other lines: shown but not chosen twice (同一产品请合并为一行). */
  excludeIds?: number[];
  placeholder?: string;
  disabled?: boolean;
};

/**
 * Picks one enabled product by typing part of its name, brand, model or category (15 at a time from the list
 * engine), each shown as 名称（品牌 型号） with its stock on hand. A chosen product that is not among them (a
 * line being edited) is fetched by id, so its name still shows.
 *
 * @example <ProductSelect value={line.productId} onChange={(id, product) => choose(line, product)} />
 */
export function ProductSelect({ placeholder = '输入名称、品牌或型号查找', ...select }: Props) {
  return (
    <RecordSelect<Product>
      resource={productApi.resource}
      filter={{ enabled: true }}
      noun="产品"
      placeholder={placeholder}
      nameOf={productLabel}
      optionExtra={(product) => (
        <>
          库存 <StockCount stock={product.stock} unit={product.unit} />
        </>
      )}
      {...select}
    />
  );
}
