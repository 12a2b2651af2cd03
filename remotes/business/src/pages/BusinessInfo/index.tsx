import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { businessApi } from '@yjf/api/sales';
import { formatDate, formatDateTime, relativeTime } from '@yjf/domain/calendar';
import { DICT } from '@yjf/domain/dictionaries';
import { formatMoney } from '@yjf/domain/money';
import { Button, Card, Descriptions, Link, Space, Typography } from '@yjf/ui/arco';
import { DictTag } from '@yjf/ui/dict/DictTag';
import { FollowupDialog } from '@yjf/ui/followup/FollowupDialog';
import { FollowupTimeline } from '@yjf/ui/followup/FollowupTimeline';
import { PageNotice } from '@yjf/ui/PageNotice';
import { usePermission } from '@yjf/ui/Permission';
import { ConvertButton } from '../BusinessList/ConvertButton';

/** 商机详情 (`businessInfo/{pid}`): the opportunity and its follow-ups. */
export default function BusinessInfo() {
  const id = Number(useParams().pid);
  const navigate = useNavigate();
  const { can } = usePermission();
  const { data: business, isLoading, isError } = businessApi.useGet(id > 0 ? id : undefined);
  const [following, setFollowing] = useState(false);
  if (!(id > 0) || isError)
    return (
      <PageNotice kind="missing" title="商机不存在">
        该商机不存在或已被删除
      </PageNotice>
    );
  if (isLoading || !business) return <Card loading style={{ margin: 16 }} />;
  return (
    <div style={{ padding: 16 }}>
      <Card
        title={
          <Space>
            <Typography.Title heading={5} style={{ margin: 0 }}>
              {business.name}
            </Typography.Title>
            <DictTag dict={DICT.businessStatus} value={business.status} />
          </Space>
        }
        extra={
          <Space>
            {can('business:edit') && <ConvertButton business={business} />}
            {can('businessFollowup:add') && (
              <Button type="primary" onClick={() => setFollowing(true)}>
                添加跟进
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          data={[
            {
              label: '客户',
              value: (
                <Link onClick={() => navigate(`/customerInfo/${business.customerId}`)}>{business.customerName}</Link>
              ),
            },
            { label: '预计金额', value: formatMoney(business.estimatedAmount) },
            { label: '预计签约', value: business.expectedSignDate ? formatDate(business.expectedSignDate) : '—' },
            { label: '意向程度', value: <DictTag dict={DICT.intentDegree} value={business.intentDegree} /> },
            { label: '负责人', value: business.ownerName ?? '—' },
            { label: '意向产品', value: business.productInterests || '—' },
            { label: '下次跟进', value: business.nextFollowTime ? formatDateTime(business.nextFollowTime) : '—' },
            { label: '最近跟进', value: business.lastFollowTime ? relativeTime(business.lastFollowTime) : '—' },
            { label: '备注', value: business.remark || '—' },
          ]}
        />
      </Card>
      <Card title="跟进记录" style={{ marginTop: 16 }}>
        <FollowupTimeline kind="business" id={id} />
      </Card>
      <FollowupDialog
        kind="business"
        target={following ? { id, name: business.name } : null}
        onClose={() => setFollowing(false)}
      />
    </div>
  );
}
