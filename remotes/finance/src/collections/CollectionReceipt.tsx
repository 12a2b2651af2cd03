import { formatDate } from '@yjf/domain/calendar';
import { DICT, labelOf } from '@yjf/domain/dictionaries';
import { formatMoney } from '@yjf/domain/money';
import { COLLECTION_STAGES, receiptNumber, type Collection } from '@yjf/area-finance/domain/collectionSchemas';
import { useDictItems } from '@yjf/ui/dict/useDictItems';
import { PrintSheet } from '@yjf/ui/print/PrintSheet';

/**
 * 收款凭证 on paper, for money that has arrived: its number and day, who paid, for which project, the stage
 * against its plan, the account it came into, the amount received in figures and capitals, and the payee's and
 * payer's signatures.
 */
export function CollectionReceipt({ collection }: { collection: Collection }) {
  const { items: accounts } = useDictItems(DICT.paymentAccount);
  const stage = labelOf(COLLECTION_STAGES, collection.stage);
  const project = `${collection.projectName}（${collection.projectCode}）`;
  return (
    <PrintSheet
      title="收款凭证"
      fields={[
        { label: '凭证号', value: receiptNumber(collection) },
        { label: '收款日期', value: formatDate(collection.receivedDate) },
        { label: '付款人', value: collection.payer },
        { label: '收款账户', value: labelOf(accounts, collection.paymentAccount) },
        { label: '项目', value: project, wide: true },
      ]}
      columns={[
        { title: '序号', align: 'center', width: '13mm' },
        { title: '摘要' },
        { title: '收款阶段', align: 'center', width: '22mm' },
        { title: '计划金额', align: 'right', width: '32mm' },
        { title: '实收金额', align: 'right', width: '32mm' },
      ]}
      rows={[
        [
          1,
          `${collection.projectName} ${stage}`,
          stage,
          formatMoney(collection.plannedAmount),
          formatMoney(collection.receivedAmount),
        ],
      ]}
      totals={['', '', formatMoney(collection.plannedAmount), formatMoney(collection.receivedAmount)]}
      amount={collection.receivedAmount}
      remark={collection.remark}
      signatures={[{ label: '收款人' }, { label: '付款人' }]}
    />
  );
}
