import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dueCustomersApi, type DueCustomer } from '../../api/customers';
import { customerDeclaration } from '../../domain/customerSchemas';
import { WAIT_FOLLOW_RANGES, type WaitFollowRange } from '../../domain/followupSchemas';
import { tableColumnsOf } from '@yjf/ui/crud/declaredCells';
import { Badge, Button, Card, Link, Space, Tabs } from '@yjf/ui/arcoCore';
import { Radio } from '@yjf/ui/arcoInputs';
import { FollowupDialog } from '../../followups/FollowupDialog';
import { customerFollowups } from '../../followups/followupKind';
import { useListController } from '@yjf/ui/list/useListController';
import { PagedTable } from '@yjf/ui/PagedTable';
import { usePermission } from '@yjf/ui/Permission';

/** What a waiting customer's row shows: the fields the server answers (`DueCustomer`), as the customer list draws them. */
const DUE_COLUMNS: (keyof DueCustomer & keyof typeof customerDeclaration.fields)[] = [
  'name',
  'contactName',
  'phone',
  'channelStatus',
  'nextFollowTime',
  'lastFollowTime',
  'ownerName',
];

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
          ...tableColumnsOf<typeof customerDeclaration, DueCustomer>(customerDeclaration, DUE_COLUMNS, {
            name: {
              render: (_: unknown, row: DueCustomer) => (
                <Link onClick={() => navigate(`/customerInfo/${row.id}`)}>{row.name}</Link>
              ),
            },
            lastFollowTime: { width: 150 },
          }),
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
