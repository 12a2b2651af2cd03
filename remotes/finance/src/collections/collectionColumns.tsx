import { COLLECTION_STAGES, type Collection } from '@yjf/area-finance/domain/collectionSchemas';
import { DICT } from '@yjf/domain/dictionaries';
import { Link, Space } from '@yjf/ui/arco';
import type { CrudColumn, SearchField } from '@yjf/ui/crud/CrudPage';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { CollectionStateTag } from './CollectionStateTag';
import { VoucherLinks } from './VoucherLinks';

/**
 * A collection as the list shows it. `state` (状态) is worked out in the browser from the amounts and today, not
 * sent by the server; the key only names its column (for the column chooser).
 */
export type CollectionRow = Collection & { state?: undefined };

/** The collection list's columns; with `withProject` the project comes first and opens its 项目收款 page. */
export const collectionColumns = (open: (path: string) => void, withProject: boolean): CrudColumn<CollectionRow>[] => [
  ...(withProject
    ? [
        {
          field: 'projectName',
          title: '项目名称',
          width: 200,
          render: (row: CollectionRow) => (
            <Space direction="vertical" size={0}>
              <Link onClick={() => open(`/CollectMoney/${row.projectId}`)}>{row.projectName}</Link>
              <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>{row.projectCode}</span>
            </Space>
          ),
        } satisfies CrudColumn<CollectionRow>,
      ]
    : []),
  { field: 'stage', title: '收款阶段', width: 100, options: COLLECTION_STAGES },
  { field: 'plannedAmount', title: '计划金额', width: 140, format: 'money', sortable: true },
  { field: 'plannedDate', title: '计划收款日期', width: 130, format: 'date', sortable: true },
  { field: 'receivedAmount', title: '实收金额', width: 140, format: 'money', sortable: true },
  { field: 'paymentAccount', title: '收款账户', width: 120, dict: DICT.paymentAccount },
  { field: 'receivedDate', title: '收款日期', width: 120, format: 'date', sortable: true },
  { field: 'payer', title: '付款人', width: 110 },
  { field: 'state', title: '状态', width: 100, render: (row) => <CollectionStateTag collection={row} /> },
  { field: 'attachments', title: '凭证', width: 120, render: (row) => <VoucherLinks files={row.attachments} /> },
  { field: 'remark', title: '备注', width: 180 },
  { field: 'createdByName', title: '创建人', width: 100, hiddenByDefault: true },
  { field: 'createTime', title: '创建时间', format: 'datetime', sortable: true, hiddenByDefault: true },
];

/** The collection list's search; one project's list (`withProject` false) has no project picker. */
export const collectionSearch = (withProject: boolean): SearchField[] => [
  ...(withProject
    ? [
        {
          name: 'projectId',
          label: '所属项目',
          kind: 'custom',
          control: <RecordSelect resource="project" placeholder="所属项目" />,
        } satisfies SearchField,
      ]
    : []),
  { name: 'stage', label: '收款阶段', kind: 'options', options: COLLECTION_STAGES },
  { name: 'paymentAccount', label: '收款账户', kind: 'dict', dict: DICT.paymentAccount },
  { name: 'plannedDate', label: '计划收款日期', kind: 'dateRange' },
  { name: 'receivedDate', label: '收款日期', kind: 'dateRange' },
  { name: 'blurry', label: '付款人或备注', kind: 'text', placeholder: '付款人或备注' },
];
