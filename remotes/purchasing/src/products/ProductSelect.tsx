import { useEffect, useMemo, useState } from 'react';
import { productApi } from '@yjf/area-purchasing/api/purchasing';
import { SHARED_PAGE_SIZE } from '@yjf/domain/lists';
import { productLabel, type Product } from '@yjf/area-purchasing/domain/productSchemas';
import { Select } from '@yjf/ui/arco';
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
export function ProductSelect({
  value,
  onChange,
  excludeIds = [],
  placeholder = '输入名称、品牌或型号查找',
  disabled,
}: Props) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = productApi.useList({
    page: 0,
    size: SHARED_PAGE_SIZE,
    sort: 'id,desc',
    enabled: true,
    blurry: search || undefined,
  });
  const listed = useMemo(() => data?.content ?? [], [data]);
  const missing = !!value && !listed.some((product) => product.id === value);
  const { data: chosen } = productApi.useGet(missing ? value : undefined, { pageData: false });
  const products = useMemo(() => (missing && chosen ? [chosen, ...listed] : listed), [listed, missing, chosen]);

  return (
    <Select
      showSearch
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      value={value}
      onChange={(next: number | undefined) =>
        onChange?.(
          next,
          products.find((product) => product.id === next),
        )
      }
      onSearch={setTyped}
      filterOption={false}
      loading={isFetching}
      notFoundContent="没有找到匹配的产品"
      renderFormat={(_option, current) => {
        const product = products.find((row) => row.id === current);
        return product ? productLabel(product) : String(current ?? '');
      }}
      options={products.map((product) => ({
        value: product.id,
        disabled: product.id !== value && excludeIds.includes(product.id),
        label: (
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
            <span>{productLabel(product)}</span>
            <span style={{ color: 'var(--color-text-3)' }}>
              库存 <StockCount stock={product.stock} unit={product.unit} />
            </span>
          </span>
        ),
      }))}
    />
  );
}
