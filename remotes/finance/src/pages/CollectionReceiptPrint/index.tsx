import { useParams } from 'react-router-dom';
import { collectionApi } from '@yjf/area-finance/api/finance';
import { hasReceipt, receiptNumber } from '@yjf/area-finance/domain/collectionSchemas';
import { PageNotice } from '@yjf/ui/PageNotice';
import { PrintPreview } from '@yjf/ui/print/PrintPreview';
import { detailFallback } from '@yjf/ui/RecordSummary';
import { CollectionReceipt } from '../../collections/CollectionReceipt';

/**
 * 打印收款凭证 (`/print/collection/{id}`): a received collection's receipt on an A4 sheet, with 打印 and 返回 to
 * its project's 项目收款. A collection nothing has arrived for has no receipt yet, and says so.
 */
export default function CollectionReceiptPrint() {
  const id = Number(useParams().id);
  const query = collectionApi.useGet(id > 0 ? id : undefined);
  const collection = query.data;
  const fallback = detailFallback('收款', id, query);
  if (fallback || !collection) return fallback;
  const back = `/CollectMoney/${collection.projectId}`;
  if (!hasReceipt(collection)) {
    return (
      <PageNotice kind="info" title="尚未收款">
        这笔收款还没有到账，登记收款后才能打印收款凭证
      </PageNotice>
    );
  }
  return (
    <PrintPreview name={`收款凭证 ${receiptNumber(collection)}`} backTo={back}>
      <CollectionReceipt collection={collection} />
    </PrintPreview>
  );
}
