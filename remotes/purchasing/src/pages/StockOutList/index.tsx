import type { FirstData } from '@yjf/api/firstData';
import { prefetchDicts } from '@yjf/api/dicts';
import { crudFirstPage } from '@yjf/ui/crud/crudFirstPage';
import { stockOutApi } from '@yjf/area-purchasing/api/purchasing';
import { StockOutTable } from '../../stockOuts/StockOutTable';

/** Opened cold, the list's first page and the dictionaries are asked for before it draws. */
export const firstData: FirstData = () => [crudFirstPage(stockOutApi), prefetchDicts()];

/** 出库管理 (menu page): every stock-out of the company; 新增 opens the product chooser. */
export default function StockOutList() {
  return <StockOutTable title="出库单列表" />;
}
