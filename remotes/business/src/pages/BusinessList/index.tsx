import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { businessApi } from '../../api/business';
import { businessDeclaration, type Business } from '../../domain/businessSchemas';
import { Button, Link } from '@yjf/ui/arcoCore';
import { ResourcePage } from '@yjf/ui/crud/ResourcePage';
import { FollowupDialog } from '@yjf/area-customers/followups/FollowupDialog';
import { businessFollowups } from '../../followups/businessFollowups';
import { usePermission } from '@yjf/ui/Permission';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { UserSelect } from '@yjf/ui/UserSelect';
import type { FirstData } from '@yjf/api/firstData';
import { crudFirstPage } from '@yjf/ui/crud/crudFirstPage';
import { prefetchDicts } from '@yjf/api/dicts';
import { ConvertButton } from './ConvertButton';

/** A new opportunity starts in 初步洽谈 with average intent. */
const newBusiness = { status: '0', intentDegree: '2' };

/** Opened cold, the list's first page and the dictionaries are asked for before it draws. */
export const firstData: FirstData = () => [crudFirstPage(businessApi), prefetchDicts()];

/** 商机列表: the company's business opportunities; 跟进 records a follow-up, 转为项目 converts a won one. */
export default function BusinessList() {
  const navigate = useNavigate();
  const { can } = usePermission();
  const [following, setFollowing] = useState<Business | null>(null);
  return (
    <>
      <ResourcePage
        declaration={businessDeclaration}
        api={businessApi}
        permission="business"
        columns={{
          name: { render: (row) => <Link onClick={() => navigate(`/businessInfo/${row.id}`)}>{row.name}</Link> },
          customerName: {
            render: (row) => (
              <Link onClick={() => navigate(`/customerInfo/${row.customerId}`)}>{row.customerName}</Link>
            ),
          },
        }}
        formControls={{
          customerId: <RecordSelect resource="customer" placeholder="输入客户名称查找" />,
          ownerId: <UserSelect placeholder="默认为自己" />,
        }}
        newValues={newBusiness}
        rowActionLabels={['跟进', '转为项目']}
        rowActions={(row) => (
          <>
            {can('businessFollowup:add') && (
              <Button type="text" size="mini" onClick={() => setFollowing(row)}>
                跟进
              </Button>
            )}
            {can('business:edit') && <ConvertButton business={row} />}
          </>
        )}
      />
      <FollowupDialog kind={businessFollowups} target={following} onClose={() => setFollowing(null)} />
    </>
  );
}
