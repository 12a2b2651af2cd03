import { useState } from 'react';
import { productApi } from '@yjf/area-purchasing/api/purchasing';
import {
  MAX_QUANTITY,
  productAddFields,
  productDeclaration,
  productFormSchema,
  type Product,
} from '@yjf/area-purchasing/domain/productSchemas';
import { Button, Typography } from '@yjf/ui/arcoCore';
import { InputNumber } from '@yjf/ui/arcoInputs';
import { AmountRange } from '@yjf/ui/crud/AmountRange';
import { CrudPage, type FormField } from '@yjf/ui/crud/CrudPage';
import { columnsOf, formFieldsOf, searchFieldsOf } from '@yjf/ui/crud/ResourcePage';
import { StockCount } from '../../products/StockCount';
import { StockMovementDrawer } from '../../products/StockMovementDrawer';

/** The declared columns; 库存 turns red at zero. */
const columns = columnsOf(productDeclaration, { stock: { render: (row) => <StockCount stock={row.stock} /> } });
const searchFields = searchFieldsOf(productDeclaration, {
  stock: <AmountRange label="库存数量" precision={0} openEnd={MAX_QUANTITY} />,
});

/** What a product is, as both its add and its edit dialog ask, with `field` just before 状态. */
const describedWith = (field: FormField) =>
  formFieldsOf(productDeclaration).flatMap((declared) =>
    declared.name === 'enabled' ? [field, declared] : [declared],
  );

/** 新增产品: its description and the units already on the shelf (期初库存), recorded as the first movement. */
const addFields = describedWith({
  name: 'openingStock',
  label: productAddFields.openingStock.label,
  kind: 'custom',
  control: <InputNumber min={0} precision={0} placeholder="0" style={{ width: '100%' }} />,
});

/** The stock on hand, read only: an edit never changes it. */
function StockOnHand({ value }: { value?: number }) {
  return <Typography.Text type="secondary">{value ?? 0}（库存随入库、出库变化，不能在此修改）</Typography.Text>;
}

/**
 * 编辑产品: no 期初库存; the stock on hand only shows, since stock moves only by stock-in and stock-out (the
 * form schema has no stock field, so an edit cannot change it).
 */
const editFields = describedWith({ name: 'stock', label: '当前库存', kind: 'custom', control: <StockOnHand /> });

/** A new product starts enabled with nothing on the shelf. */
const newProduct = { enabled: true, openingStock: 0 };

/**
 * 产品管理: the products the company buys and ships, their stock on hand and, per product, its 库存流水. The
 * columns, search bar and dialogs come from the declaration; the add dialog asks for the opening stock too.
 */
export default function ProductList() {
  const [watching, setWatching] = useState<Product | null>(null);
  return (
    <>
      <CrudPage
        title="产品管理"
        noun={productDeclaration.noun}
        api={productApi}
        permission="product"
        columns={columns}
        searchFields={searchFields}
        formFields={addFields}
        editFields={editFields}
        schema={productFormSchema}
        newValues={newProduct}
        enabledField="enabled"
        importable
        rowActionLabels={['库存流水']}
        rowActions={(row) => (
          <Button type="text" size="mini" onClick={() => setWatching(row)}>
            库存流水
          </Button>
        )}
      />
      <StockMovementDrawer product={watching} onClose={() => setWatching(null)} />
    </>
  );
}
