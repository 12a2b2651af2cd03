import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { recordsApi } from '@yjf/api/records';
import { useDict } from '@yjf/api/dicts';
import { customerDeclaration } from '@yjf/area-customers/domain/customerSchemas';
import { businessDeclaration } from '../../domain/businessSchemas';
import { PARTICULARS, type ParticularsType } from '../../domain/dashboard';
import { tableColumnsOf } from '@yjf/ui/crud/declaredCells';
import { DICT, labelOf } from '@yjf/domain/dictionaries';
import type { ListPage } from '@yjf/domain/lists';
import { Card, Link } from '@yjf/ui/arcoCore';
import { useListController } from '@yjf/ui/list/useListController';
import { PagedTable } from '@yjf/ui/PagedTable';
import { PageNotice } from '@yjf/ui/PageNotice';

type Row = Record<string, unknown> & { id: number };

/** What a segment's rows show of its customers or its opportunities, drawn as their lists draw them. */
const CUSTOMER_COLUMNS: (keyof typeof customerDeclaration.fields)[] = [
  'name',
  'contactName',
  'phone',
  'channelType',
  'channelStatus',
  'ownerName',
  'createTime',
];
const BUSINESS_COLUMNS: (keyof typeof businessDeclaration.fields)[] = [
  'name',
  'customerName',
  'status',
  'estimatedAmount',
  'ownerName',
];

/** 图表数据 (`particulars/{type}/{service}`): the rows a dashboard segment counts. */
export default function Particulars() {
  const { type, service } = useParams();
  const navigate = useNavigate();
  const spec = PARTICULARS[type as ParticularsType];
  // Another segment (the page is kept alive, its address changes) is another list: it starts at its first page.
  const segment = useMemo(() => (spec && service ? { [spec.filter]: service } : undefined), [spec, service]);
  const list = useListController({ scope: spec?.resource, fixedFilters: segment });
  const dictCode =
    type === 'channelType' ? DICT.channelType : type === 'channelStatus' ? DICT.channelStatus : DICT.businessStatus;
  const { items } = useDict(dictCode);
  const { data, isFetching } = recordsApi.useListRecordsQuery(
    {
      resource: spec?.resource ?? 'customer',
      params: list.params,
    },
    { skip: !spec || !service },
  );
  if (!spec || !service)
    return (
      <PageNotice kind="missing" title="没有这组图表数据">
        请从首页的图表进入
      </PageNotice>
    );
  const open = (row: Row) =>
    navigate(spec.resource === 'customer' ? `/customerInfo/${row.id}` : `/businessInfo/${row.id}`);
  const name = { render: (_: unknown, row: Row) => <Link onClick={() => open(row)}>{String(row.name)}</Link> };
  const columns =
    spec.resource === 'customer'
      ? tableColumnsOf<typeof customerDeclaration, Row>(customerDeclaration, CUSTOMER_COLUMNS, { name })
      : tableColumnsOf<typeof businessDeclaration, Row>(businessDeclaration, BUSINESS_COLUMNS, {
          name,
          customerName: { width: 240, ellipsis: true },
        });
  return (
    <Card style={{ margin: 16 }} title={`${spec.title}：${items.length ? labelOf(items, service) : ''}`}>
      <PagedTable<Row> loading={isFetching} columns={columns} data={data as ListPage<Row> | undefined} list={list} />
    </Card>
  );
}
