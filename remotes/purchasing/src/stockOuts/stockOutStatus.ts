/** What a stock-out's D008 status allows: changing or deleting before review, shipping once reviewed. */
import { STOCK_OUT_NOT_OUT, STOCK_OUT_UNREVIEWED, type StockOut } from '@yjf/area-purchasing/domain/stockOutSchemas';

/** 未审核: its products may still be changed, and it may be deleted or reviewed. */
export const isUnreviewed = (stockOut: Pick<StockOut, 'status'>) => stockOut.status === STOCK_OUT_UNREVIEWED;

/** 未出库: reviewed, waiting to leave the warehouse. */
export const isShippable = (stockOut: Pick<StockOut, 'status'>) => stockOut.status === STOCK_OUT_NOT_OUT;
