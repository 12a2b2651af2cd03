import { useParams } from 'react-router-dom';
import { stockOutApi } from '@yjf/area-purchasing/api/purchasing';
import { PrintPreview } from '@yjf/ui/print/PrintPreview';
import { detailFallback } from '@yjf/ui/RecordSummary';
import { stockOutPath } from '../../stockOuts/stockOutPaths';
import { StockOutSheet } from '../../stockOuts/StockOutSheet';

/** 打印出库单 (`/print/stock/out/{id}`): the stock-out on an A4 sheet, with 打印 and 返回 to its detail. */
export default function StockOutPrint() {
  const id = Number(useParams().id);
  const query = stockOutApi.useGet(id > 0 ? id : undefined);
  const stockOut = query.data;
  const fallback = detailFallback('出库单', id, query);
  if (fallback || !stockOut) return fallback;
  return (
    <PrintPreview name={`出库单 ${stockOut.code}`} backTo={stockOutPath(stockOut.id)}>
      <StockOutSheet stockOut={stockOut} />
    </PrintPreview>
  );
}
