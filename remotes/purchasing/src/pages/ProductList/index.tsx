import { useState } from 'react';
import { productApi } from '@yjf/area-purchasing/api/purchasing';
import { productFormSchema, type Product } from '@yjf/area-purchasing/domain/productSchemas';
import { Button } from '@yjf/ui/arco';
import { CrudPage } from '@yjf/ui/crud/CrudPage';
import {
  newProduct,
  productColumns,
  productEditFields,
  productFields,
  productSearch,
} from '../../products/productFields';
import { StockMovementDrawer } from '../../products/StockMovementDrawer';

/** 产品管理: the products the company buys and ships, their stock on hand and, per product, its 库存流水. */
export default function ProductList() {
  const [watching, setWatching] = useState<Product | null>(null);
  return (
    <>
      <CrudPage
        title="产品管理"
        noun="产品"
        api={productApi}
        permission="product"
        columns={productColumns}
        searchFields={productSearch}
        formFields={productFields}
        editFields={productEditFields}
        schema={productFormSchema}
        newValues={newProduct}
        enabledField="enabled"
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
