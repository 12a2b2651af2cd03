import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { resourceApi } from '@yjf/api/records';
import { customerApi } from '../../api/customers';
import { customerDeclaration } from '../../domain/customerSchemas';
import { summaryItemsOf } from '@yjf/ui/crud/declaredCells';
import { DICT } from '@yjf/domain/dictionaries';
import { formatMoney } from '@yjf/domain/money';
import { Button, Card, Grid, Link, Tag } from '@yjf/ui/arcoCore';
import { LinesTable } from '@yjf/ui/LinesTable';
import { DictTag } from '@yjf/ui/dict/DictTag';
import { FollowupDialog } from '../../followups/FollowupDialog';
import { customerFollowups } from '../../followups/followupKind';
import { FollowupTimeline } from '../../followups/FollowupTimeline';
import { usePermission } from '@yjf/ui/Permission';
import { detailFallback, RecordSummary } from '@yjf/ui/RecordSummary';

/** What the summary card shows of the customer, as its list titles and draws it. */
const SUMMARY: (keyof typeof customerDeclaration.fields)[] = [
  'contactName',
  'phone',
  'channelType',
  'intentDegree',
  'ownerName',
  'region',
  'address',
  'sourceRemark',
  'nextFollowTime',
  'lastFollowTime',
  'createTime',
  'remark',
];

/**
 * What the card shows of the customer's business opportunities. They are the business area's records, above this
 * one: this area reads them through the kernel's resource API by name and imports nothing of that area.
 */
type CustomerOpportunity = { id: number; name: string; status: number; estimatedAmount: number };
const opportunitiesApi = resourceApi<CustomerOpportunity, never>('business');

/** 客户详情 (`customerInfo/{pid}`): the customer, its follow-ups as a timeline and its business opportunities. */
export default function CustomerInfo() {
  const id = Number(useParams().pid);
  const navigate = useNavigate();
  const { can } = usePermission();
  const query = customerApi.useGet(id > 0 ? id : undefined);
  const customer = query.data;
  const { data: business } = opportunitiesApi.useList(
    { page: 0, size: 50, sort: 'id,desc', customerId: id },
    { skip: !(id > 0) },
  );
  const [following, setFollowing] = useState(false);

  const fallback = detailFallback('客户', id, query);
  if (fallback || !customer) return fallback;

  return (
    <div style={{ padding: 16 }}>
      <RecordSummary
        title={customer.name}
        tags={
          <>
            <DictTag dict={DICT.channelStatus} value={customer.channelStatus} />
            {!customer.enabled && <Tag>已禁用</Tag>}
          </>
        }
        extra={
          can('customerFollowup:add') && (
            <Button type="primary" onClick={() => setFollowing(true)}>
              添加跟进
            </Button>
          )
        }
        items={summaryItemsOf(customerDeclaration, customer, SUMMARY)}
      />
      {/* Stacked on a phone, the cards keep a gap (Arco's row sets its own margins for a vertical gutter). */}
      <div style={{ marginTop: 16 }}>
        <Grid.Row gutter={[16, 16]}>
          <Grid.Col xs={24} lg={14}>
            <Card title="跟进记录">
              <FollowupTimeline kind={customerFollowups} id={id} />
            </Card>
          </Grid.Col>
          <Grid.Col xs={24} lg={10}>
            <Card title={`商机（${business?.totalElements ?? 0}）`}>
              <LinesTable<CustomerOpportunity>
                rowKey="id"
                aria-label="商机"
                size="small"
                onOpen={(row) => navigate(`/businessInfo/${row.id}`)}
                data={business?.content ?? []}
                noDataElement="该客户还没有商机"
                columns={[
                  {
                    title: '商机名称',
                    dataIndex: 'name',
                    render: (_: unknown, row: { id: number; name: string }) => (
                      <Link onClick={() => navigate(`/businessInfo/${row.id}`)}>{row.name}</Link>
                    ),
                  },
                  {
                    title: '状态',
                    dataIndex: 'status',
                    width: 100,
                    render: (value: number) => <DictTag dict={DICT.businessStatus} value={value} />,
                  },
                  {
                    title: '预计金额',
                    dataIndex: 'estimatedAmount',
                    width: 120,
                    render: (value: number) => formatMoney(value),
                  },
                ]}
              />
            </Card>
          </Grid.Col>
        </Grid.Row>
      </div>
      <FollowupDialog
        kind={customerFollowups}
        target={following ? { id, name: customer.name } : null}
        onClose={() => setFollowing(false)}
      />
    </div>
  );
}
