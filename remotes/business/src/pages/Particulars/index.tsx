import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { recordsApi } from '@yjf/api/records';
import { useDict } from '@yjf/api/dicts';
import { formatDateTime } from '@yjf/domain/calendar';
import { PARTICULARS, type ParticularsType } from '../../domain/dashboard';
import { DICT, labelOf } from '@yjf/domain/dictionaries';
import { formatMoney } from '@yjf/domain/money';
import type { ListPage } from '@yjf/domain/lists';
import { Card, Link } from '@yjf/ui/arcoCore';
import { type TableColumnProps } from '@yjf/ui/arcoTable';
import { DictTag } from '@yjf/ui/dict/DictTag';
import { useListController } from '@yjf/ui/list/useListController';
import { PagedTable } from '@yjf/ui/PagedTable';
import { PageNotice } from '@yjf/ui/PageNotice';
import { DATETIME_WIDTH } from '@yjf/ui/crud/CrudPage';

type Row = Record<string, unknown> & { id: number };

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
  const columns: TableColumnProps<Row>[] =
    spec.resource === 'customer'
      ? [
          {
            title: '客户名称',
            dataIndex: 'name',
            render: (_, row) => <Link onClick={() => open(row)}>{String(row.name)}</Link>,
          },
          { title: '联系人', dataIndex: 'contactName', width: 100 },
          { title: '联系电话', dataIndex: 'phone', width: 130 },
          {
            title: '渠道类型',
            dataIndex: 'channelType',
            width: 110,
            render: (v: number) => <DictTag dict={DICT.channelType} value={v} />,
          },
          {
            title: '渠道状态',
            dataIndex: 'channelStatus',
            width: 110,
            render: (v: number) => <DictTag dict={DICT.channelStatus} value={v} />,
          },
          { title: '负责人', dataIndex: 'ownerName', width: 90 },
          {
            title: '创建时间',
            dataIndex: 'createTime',
            width: DATETIME_WIDTH,
            render: (v: string) => formatDateTime(v),
          },
        ]
      : [
          {
            title: '商机名称',
            dataIndex: 'name',
            render: (_, row) => <Link onClick={() => open(row)}>{String(row.name)}</Link>,
          },
          { title: '客户', dataIndex: 'customerName', width: 240, ellipsis: true },
          {
            title: '商机状态',
            dataIndex: 'status',
            width: 110,
            render: (v: number) => <DictTag dict={DICT.businessStatus} value={v} />,
          },
          { title: '预计金额', dataIndex: 'estimatedAmount', width: 130, render: (v: number) => formatMoney(v) },
          { title: '负责人', dataIndex: 'ownerName', width: 90 },
        ];
  return (
    <Card style={{ margin: 16 }} title={`${spec.title}：${items.length ? labelOf(items, service) : ''}`}>
      <PagedTable<Row> loading={isFetching} columns={columns} data={data as ListPage<Row> | undefined} list={list} />
    </Card>
  );
}
