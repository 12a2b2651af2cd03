import { eq } from 'drizzle-orm';
import { STOCK_MOVEMENT_LABELS } from '@yjf/area-purchasing/domain/productSchemas';
import type { AppContext } from '../../../context';
import { companyMessageSettings } from '../../../platform/messages/companyMessageSettings';
import { permissionHolders } from '../../../platform/messages/recipientCandidates';
import { sendMessages } from '../../../platform/messages/sendMessages';
import { productResource } from './productResource';
import { products } from './schema';
import type { StockWatch } from './stockMovements';

/** Who is told of low stock: the users of 产品管理. */
const PRODUCT_PERMISSION = 'product:list';

/**
 * 库存预警: a movement that takes a product's stock from above its company's alert level (消息设置's
 * 库存预警数量, `STOCK_ALERT_FALLBACK` until set) to it or below tells the company's users of 产品管理, in the
 * movement's transaction, once per crossing (`stockLow:<movement id>`): a product that stays low is not told of
 * again until stock has risen above the level and fallen once more. Products are the whole company's
 * (`crud/dataScope.ts`): everyone holding the permission reaches them, which `sendMessages` checks all the same.
 */
export const stockAlert =
  (ctx: AppContext): StockWatch =>
  async (tx, moved) => {
    if (moved.after >= moved.before) return;
    const { stockAlertThreshold: level } = await companyMessageSettings(tx, moved.companyId);
    if (!(moved.before > level && moved.after <= level)) return;
    const [product] = await tx
      .select({ name: products.name, unit: products.unit })
      .from(products)
      .where(eq(products.id, moved.productId));
    if (!product) return;
    const unit = product.unit;
    const what = `${moved.reference ? `${moved.reference} ` : ''}${STOCK_MOVEMENT_LABELS[moved.kind]}`;
    await sendMessages(tx, ctx, [
      {
        companyId: moved.companyId,
        kind: 'stockLow',
        title: `产品「${product.name}」库存仅剩 ${moved.after}${unit}`,
        content: `${what} ${moved.before - moved.after}${unit}后库存 ${moved.after}${unit}，不高于预警数量 ${level}，请及时补货`,
        link: '/purchase/product',
        to: await permissionHolders(tx, moved.companyId, PRODUCT_PERMISSION),
        permission: PRODUCT_PERMISSION,
        about: { resource: productResource, id: moved.productId },
        dedupeKey: `stockLow:${moved.movementId}`,
      },
    ]);
  };
