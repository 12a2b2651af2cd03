import { collectionDeclaration, type Collection } from '@yjf/area-finance/domain/collectionSchemas';
import { Link, Space } from '@yjf/ui/arcoCore';
import type { CrudColumn, SearchField } from '@yjf/ui/crud/CrudPage';
import { columnsOf, searchFieldsOf } from '@yjf/ui/crud/ResourcePage';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { CollectionStateTag } from './CollectionStateTag';
import { VoucherLinks } from './VoucherLinks';

/**
 * A collection as the list shows it. `state` (状态) is worked out in the browser from the amounts and today, not
 * sent by the server; the key only names its column (for the column chooser).
 */
export type CollectionRow = Collection & { state?: undefined };

/** 状态: the page's own column, behind 付款人. */
const stateColumn: CrudColumn<CollectionRow> = {
  field: 'state',
  title: '状态',
  width: 100,
  render: (row) => <CollectionStateTag collection={row} />,
};

/**
 * The collection list's declared columns and its 状态; with `withProject` the project comes first and opens its
 * 项目收款 page.
 */
export function collectionColumns(open: (path: string) => void, withProject: boolean): CrudColumn<CollectionRow>[] {
  // A row's 收款账户 may be null, which the declared row type does not say.
  const declared = columnsOf(collectionDeclaration, {
    projectName: {
      render: (row) => (
        <Space direction="vertical" size={0}>
          <Link onClick={() => open(`/CollectMoney/${row.projectId}`)}>{row.projectName}</Link>
          <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>{row.projectCode}</span>
        </Space>
      ),
    },
    attachments: { render: (row) => <VoucherLinks files={row.attachments} /> },
  }) as CrudColumn<CollectionRow>[];
  return declared
    .filter((column) => withProject || column.field !== 'projectName')
    .flatMap((column) => (column.field === 'payer' ? [column, stateColumn] : [column]));
}

/**
 * The collection list's declared search bar with the fuzzy search last; one project's list (`withProject` false)
 * has no project picker.
 */
export function collectionSearch(withProject: boolean): SearchField[] {
  const bar = searchFieldsOf(collectionDeclaration, {
    projectId: <RecordSelect resource="project" placeholder="所属项目" />,
  }).filter((field) => withProject || field.name !== 'projectId');
  return [...bar.filter((field) => field.name !== 'blurry'), ...bar.filter((field) => field.name === 'blurry')];
}
