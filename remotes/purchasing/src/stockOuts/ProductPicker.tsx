import { productApi } from '@yjf/area-purchasing/api/purchasing';
import type { Product } from '@yjf/area-purchasing/domain/productSchemas';
import { Input, Space, Tag } from '@yjf/ui/arcoCore';
import { type TableColumnProps } from '@yjf/ui/arcoTable';
import { useListController } from '@yjf/ui/list/useListController';
import { PagedTable } from '@yjf/ui/PagedTable';
import { StockCount } from '../products/StockCount';

type Props = {
  /** The products already chosen (on any page). */
  chosenIds: number[];
  onChoose: (product: Product) => void;
  onDrop: (productId: number) => void;
};

/** 库存 of a product in the chooser: a product with nothing on hand says so and cannot be chosen. */
function StockOnHand({ product }: { product: Product }) {
  if (product.stock > 0) return <StockCount stock={product.stock} />;
  return (
    <Space size={4}>
      <StockCount stock={product.stock} />
      <Tag size="small" color="gray">
        无库存
      </Tag>
    </Space>
  );
}

const columns: TableColumnProps<Product>[] = [
  { title: '产品名称', dataIndex: 'name', ellipsis: true },
  { title: '品牌', dataIndex: 'brand', width: 120, render: (brand: string) => brand || '—' },
  { title: '型号', dataIndex: 'model', width: 150, render: (model: string) => model || '—' },
  { title: '单位', dataIndex: 'unit', width: 70 },
  { title: '库存', dataIndex: 'stock', width: 110, render: (_: unknown, row) => <StockOnHand product={row} /> },
];

/**
 * The enabled products, searchable and paged, with the stock on hand; ticking a row chooses the product for
 * the stock-out. Products without stock are listed (the user sees why) but cannot be ticked.
 */
/** Only products that may still be shipped are offered. */
const ENABLED_ONLY = { enabled: true };

export function ProductPicker({ chosenIds, onChoose, onDrop }: Props) {
  const list = useListController({ fixedFilters: ENABLED_ONLY });
  const { data, isFetching } = productApi.useList(list.params);
  const selectable = (product: Product) => product.stock > 0;
  return (
    <div>
      <Input.Search
        allowClear
        searchButton="搜索"
        placeholder="产品名称、品牌或型号"
        style={{ width: 320, maxWidth: '100%', marginBottom: 12 }}
        onSearch={(value) => list.search({ blurry: value.trim() || undefined })}
        onClear={() => list.search({})}
      />
      <PagedTable<Product>
        aria-label="可选产品"
        columns={columns}
        data={data}
        list={list}
        sizeCanChange

        loading={isFetching}
        border={false}
        noDataElement={<div className="crud-empty">没有可出库的产品</div>}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: chosenIds,
          preserveSelectedRowKeys: true,
          checkboxProps: (product: Product) => ({ disabled: !selectable(product) }),
          onSelect: (selected, product) => (selected ? onChoose(product) : onDrop(product.id)),
          onSelectAll: (selected) => {
            for (const product of data?.content ?? []) {
              if (!selectable(product)) continue;
              if (selected) onChoose(product);
              else onDrop(product.id);
            }
          },
        }}
      />
    </div>
  );
}
