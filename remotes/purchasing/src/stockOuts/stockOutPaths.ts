/** The addresses of the stock-out pages (fixed routes of the shell). */
import type { StockOut } from '@yjf/area-purchasing/domain/stockOutSchemas';

/** Where a stock-out's detail page is. */
export const stockOutPath = (id: number) => `/project/detail/stock/out/${id}`;
/** Where a stock-out is printed (打印出库单). */
export const stockOutPrintPath = (id: number) => `/print/stock/out/${id}`;

/** The product chooser: a new stock-out (for a project, when known), or `stockOut` to change an unreviewed one. */
export const chooserPath = ({ projectId, stockOutId }: { projectId?: number; stockOutId?: number }) =>
  `/project/otustock/product${projectId ? `/${projectId}` : ''}${stockOutId ? `?stockOut=${stockOutId}` : ''}`;

/** Where an unreviewed stock-out is changed: the product chooser over it, under its project. */
export const editPath = (stockOut: Pick<StockOut, 'id' | 'projectId'>) =>
  chooserPath({ projectId: stockOut.projectId, stockOutId: stockOut.id });
