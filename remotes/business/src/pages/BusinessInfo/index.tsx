import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { businessApi } from '../../api/business';
import { formatDate, formatDateTime, relativeTime } from '@yjf/domain/calendar';
import { DICT } from '@yjf/domain/dictionaries';
import { formatMoney } from '@yjf/domain/money';
import { Button, Card, Link, Space } from '@yjf/ui/arcoCore';
import { DictTag } from '@yjf/ui/dict/DictTag';
import { FollowupDialog } from '@yjf/area-customers/followups/FollowupDialog';
import { FollowupTimeline } from '@yjf/area-customers/followups/FollowupTimeline';
import { businessFollowups } from '../../followups/businessFollowups';
import { usePermission } from '@yjf/ui/Permission';
import { detailFallback, RecordSummary } from '@yjf/ui/RecordSummary';
import { ConvertButton } from '../BusinessList/ConvertButton';

/** 商机详情 (`businessInfo/{pid}`): the opportunity and its follow-ups. */
export default function BusinessInfo() {
  const id = Number(useParams().pid);
  const navigate = useNavigate();
  const { can } = usePermission();
  const query = businessApi.useGet(id > 0 ? id : undefined);
  const business = query.data;
  const [following, setFollowing] = useState(false);
  const fallback = detailFallback('商机', id, query);
  if (fallback || !business) return fallback;
  return (
    <div style={{ padding: 16 }}>
      <RecordSummary
        title={business.name}
        tags={<DictTag dict={DICT.businessStatus} value={business.status} />}
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
        items={[
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
      <Card title="跟进记录" style={{ marginTop: 16 }}>
        <FollowupTimeline kind={businessFollowups} id={id} />
      </Card>
      <FollowupDialog
        kind={businessFollowups}
        target={following ? { id, name: business.name } : null}
        onClose={() => setFollowing(false)}
      />
    </div>
  );
}
