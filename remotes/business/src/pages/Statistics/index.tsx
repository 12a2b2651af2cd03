import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { recordsApi } from '@yjf/api/records';
import { formatDateTime } from '@yjf/domain/calendar';
import { STATISTICS, type StatisticsType } from '../../domain/dashboard';
import { labelOf } from '@yjf/domain/dictionaries';
import { FOLLOW_METHODS } from '@yjf/area-customers/domain/followupSchemas';
import type { ListPage } from '@yjf/domain/lists';
import { Card } from '@yjf/ui/arcoCore';
import { useListController } from '@yjf/ui/list/useListController';
import { PagedTable } from '@yjf/ui/PagedTable';
import { PageNotice } from '@yjf/ui/PageNotice';
import { DATETIME_WIDTH } from '@yjf/ui/crud/CrudPage';

type Row = Record<string, unknown> & { id: number };

/** 跟进数据 (`statistics/{type}/{service}`): the follow-ups of customers or business on one day. */
export default function Statistics() {
  const { type, service } = useParams();
  const spec = STATISTICS[type as StatisticsType];
  const day = /^\d{4}-\d{2}-\d{2}$/.test(service ?? '') ? service! : null;
  // Another day or kind (the page is kept alive, its address changes) is another list, from its first page.
  const onDay = useMemo(() => (day ? { followTime: [day, day] } : undefined), [day]);
  const list = useListController({ scope: spec?.resource, fixedFilters: onDay, sort: 'followTime,desc' });
  const { data, isFetching } = recordsApi.useListRecordsQuery(
    {
      resource: spec?.resource ?? 'customerFollowup',
      params: list.params,
    },
    { skip: !spec || !day },
  );
  if (!spec || !day)
    return (
      <PageNotice kind="missing" title="没有这组跟进数据">
        请从首页的跟进图表进入
      </PageNotice>
    );
  return (
    <Card style={{ margin: 16 }} title={`${spec.title}：${day}`}>
      <PagedTable<Row>
        loading={isFetching}
        data={data as ListPage<Row> | undefined}
        list={list}
        columns={[
          {
            title: type === 'customer' ? '客户' : '商机',
            dataIndex: type === 'customer' ? 'customerName' : 'businessName',
            width: 200,
          },
          { title: '跟进方式', dataIndex: 'method', width: 90, render: (v: number) => labelOf(FOLLOW_METHODS, v) },
          { title: '跟进内容', dataIndex: 'content' },
          {
            title: '跟进时间',
            dataIndex: 'followTime',
            width: DATETIME_WIDTH,
            render: (v: string) => formatDateTime(v),
          },
          { title: '跟进人', dataIndex: 'followerName', width: 90 },
        ]}
      />
    </Card>
  );
}
