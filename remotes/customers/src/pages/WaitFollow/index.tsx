import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dueCustomersApi, type DueCustomer } from '../../api/customers';
import { formatDateTime, relativeTime } from '@yjf/domain/calendar';
import { DICT } from '@yjf/domain/dictionaries';
import { WAIT_FOLLOW_RANGES, type WaitFollowRange } from '../../domain/followupSchemas';
import { Badge, Button, Card, Link, Space, Tabs } from '@yjf/ui/arcoCore';
import { Radio } from '@yjf/ui/arcoInputs';
import { DictTag } from '@yjf/ui/dict/DictTag';
import { FollowupDialog } from '../../followups/FollowupDialog';
import { customerFollowups } from '../../followups/followupKind';
import { useListController } from '@yjf/ui/list/useListController';
import { PagedTable } from '@yjf/ui/PagedTable';
import { usePermission } from '@yjf/ui/Permission';
import { DATETIME_WIDTH } from '@yjf/ui/crud/CrudPage';

/** 待跟进客户: customers whose next follow-up is due, by window, soonest first; 跟进 records one. */
export default function WaitFollow() {
  const navigate = useNavigate();
  const { can, hasRole } = usePermission();
  const isAdmin = hasRole('admin');
  const [range, setRange] = useState<WaitFollowRange>('today');
  const [scope, setScope] = useState<'mine' | 'all'>('mine');
  // Another window or scope is another list: it starts at its first page.
  const list = useListController({ scope: `${range}:${scope}`, sort: null });
  const { page, size } = list;
  const [following, setFollowing] = useState<DueCustomer | null>(null);
  const { data: counts } = dueCustomersApi.useDueCustomerCountsQuery({ scope });
  const { data, isFetching } = dueCustomersApi.useDueCustomersQuery({ range, scope, page, size });

  return (
    <Card style={{ margin: 16 }} title="待跟进客户">
      <Space style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }} wrap>
        <Tabs activeTab={range} onChange={(key) => setRange(key as WaitFollowRange)} type="rounded">
          {WAIT_FOLLOW_RANGES.map(({ key, label }) => (
            <Tabs.TabPane
              key={key}
              title={
                <Space size={6}>
                  {label}
                  <Badge
                    count={counts?.[key] ?? 0}
                    maxCount={999}
                    dotStyle={key === 'overdue' ? undefined : { background: 'rgb(var(--primary-6))' }}
                  />
                </Space>
              }
            />
          ))}
        </Tabs>
        {isAdmin && (
          <Radio.Group type="button" value={scope} onChange={(value) => setScope(value)}>
            <Radio value="mine">我的</Radio>
            <Radio value="all">全公司</Radio>
          </Radio.Group>
        )}
      </Space>
      <PagedTable<DueCustomer>
        loading={isFetching}
        data={data}
        list={list}
        sizeCanChange
        noDataElement="没有需要跟进的客户"
        columns={[
          {
            title: '客户名称',
            dataIndex: 'name',
            render: (_: unknown, row: DueCustomer) => (
              <Link onClick={() => navigate(`/customerInfo/${row.id}`)}>{row.name}</Link>
            ),
          },
          { title: '联系人', dataIndex: 'contactName', width: 100 },
          { title: '联系电话', dataIndex: 'phone', width: 130 },
          {
            title: '渠道状态',
            dataIndex: 'channelStatus',
            width: 110,
            render: (value: number) => <DictTag dict={DICT.channelStatus} value={value} />,
          },
          {
            title: '下次跟进',
            dataIndex: 'nextFollowTime',
            width: DATETIME_WIDTH,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: '最近跟进',
            dataIndex: 'lastFollowTime',
            width: 150,
            render: (value: string | null) => (value ? relativeTime(value) : '—'),
          },
          { title: '负责人', dataIndex: 'ownerName', width: 90 },
          {
            title: '操作',
            width: 90,
            render: (_: unknown, row: DueCustomer) =>
              can('customerFollowup:add') && (
                <Button type="text" size="mini" onClick={() => setFollowing(row)}>
                  跟进
                </Button>
              ),
          },
        ]}
      />
      <FollowupDialog kind={customerFollowups} target={following} onClose={() => setFollowing(null)} />
    </Card>
  );
}
