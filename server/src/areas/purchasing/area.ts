import type { App, AppContext } from '../../context';
import { resourceRoutes } from '../../crud/resourceRoutes';
import { productResource } from './stock/productResource';
import { stockRoutes } from './stock/routes';
import { supplierResource } from './stock/supplierResource';
import { purchaseOrderResource } from './orders/resource';
import { purchaseOrderRoutes } from './orders/routes';
import { stockOutResource } from './stockOuts/resource';
import { stockOutRoutes } from './stockOuts/routes';

/**
 * 采购 and 出库 on the server: products and their stock, suppliers, purchase orders and stock-outs.
 */
export async function purchasingArea(app: App, ctx: AppContext): Promise<void> {
  await resourceRoutes(app, ctx, productResource);
  await stockRoutes(app, ctx);
  await resourceRoutes(app, ctx, supplierResource);
  await resourceRoutes(app, ctx, purchaseOrderResource);
  await purchaseOrderRoutes(app, ctx);
  await resourceRoutes(app, ctx, stockOutResource);
  await stockOutRoutes(app, ctx);
}
