import { ENABLED_FLAG } from '@yjf/domain/dictionaries';
import type { Product } from '@yjf/area-purchasing/domain/productSchemas';
import { InputNumber, Typography } from '@yjf/ui/arco';
import type { CrudColumn, FormField, SearchField } from '@yjf/ui/crud/CrudPage';
import { QuantityRange } from './QuantityRange';
import { StockCount } from './StockCount';

/** The product list's columns; 库存 turns red at zero, 状态 is the enabled switch. */
export const productColumns: CrudColumn<Product>[] = [
  { field: 'name', title: '产品名称', width: 180, sortable: true },
  { field: 'brand', title: '品牌', width: 120 },
  { field: 'model', title: '型号', width: 140 },
  { field: 'category', title: '分类', width: 120 },
  { field: 'unit', title: '单位', width: 70 },
  { field: 'costPrice', title: '成本价', width: 120, format: 'money', sortable: true },
  { field: 'salePrice', title: '销售价', width: 120, format: 'money', sortable: true },
  { field: 'stock', title: '库存', width: 100, sortable: true, render: (row) => <StockCount stock={row.stock} /> },
  { field: 'enabled', title: '状态', width: 90 },
  { field: 'createTime', title: '创建时间', format: 'datetime', sortable: true, hiddenByDefault: true },
];

export const productSearch: SearchField[] = [
  { name: 'blurry', label: '名称、品牌、型号或分类', kind: 'text', placeholder: '名称、品牌、型号或分类' },
  { name: 'enabled', label: '状态', kind: 'options', options: ENABLED_FLAG },
  { name: 'stock', label: '库存数量', kind: 'custom', control: <QuantityRange label="库存数量" /> },
];

/** What a product is, as both its add and its edit dialog ask. */
const describedBy: FormField[] = [
  { name: 'name', label: '产品名称', kind: 'text', required: true },
  { name: 'brand', label: '品牌', kind: 'text' },
  { name: 'model', label: '型号', kind: 'text' },
  { name: 'category', label: '产品分类', kind: 'text', placeholder: '例如：功放、音箱、投影' },
  { name: 'unit', label: '单位', kind: 'text', required: true, placeholder: '例如：台、只、套' },
  { name: 'costPrice', label: '成本价', kind: 'money' },
  { name: 'salePrice', label: '销售价', kind: 'money' },
];

/** 新增产品: its description and the units already on the shelf (期初库存), recorded as the first movement. */
export const productFields: FormField[] = [
  ...describedBy,
  {
    name: 'openingStock',
    label: '期初库存',
    kind: 'custom',
    control: <InputNumber min={0} precision={0} placeholder="0" style={{ width: '100%' }} />,
  },
  { name: 'enabled', label: '状态', kind: 'switch' },
];

/** The stock on hand, read only: an edit never changes it. */
function StockOnHand({ value }: { value?: number }) {
  return <Typography.Text type="secondary">{value ?? 0}（库存随入库、出库变化，不能在此修改）</Typography.Text>;
}

/**
 * 编辑产品: no 期初库存; the stock on hand only shows, since stock moves only by stock-in and stock-out (the
 * form schema has no stock field, so an edit cannot change it).
 */
export const productEditFields: FormField[] = [
  ...describedBy,
  { name: 'stock', label: '当前库存', kind: 'custom', control: <StockOnHand /> },
  { name: 'enabled', label: '状态', kind: 'switch' },
];

/** A new product starts enabled with nothing on the shelf. */
export const newProduct = { enabled: true, openingStock: 0 };
