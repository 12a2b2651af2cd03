import { StockOutTable } from '../../stockOuts/StockOutTable';

/** 出库管理 (menu page): every stock-out of the company; 新增 opens the product chooser. */
export default function StockOutList() {
  return <StockOutTable title="出库单列表" />;
}
