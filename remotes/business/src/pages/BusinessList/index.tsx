import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { businessApi } from '@yjf/area-sales/api/sales';
import { businessFormSchema, type Business } from '@yjf/area-sales/domain/businessSchemas';
import { Button } from '@yjf/ui/arco';
import { CrudPage } from '@yjf/ui/crud/CrudPage';
import { FollowupDialog } from '@yjf/area-sales/followups/FollowupDialog';
import { usePermission } from '@yjf/ui/Permission';
import { ConvertButton } from './ConvertButton';
import { businessColumns, businessFields, businessSearch, newBusiness } from './businessColumns';

/** 商机列表: the company's business opportunities; 跟进 records a follow-up, 转为项目 converts a won one. */
export default function BusinessList() {
  const navigate = useNavigate();
  const { can } = usePermission();
  const [following, setFollowing] = useState<Business | null>(null);
  return (
    <>
      <CrudPage
        title="商机列表"
        noun="商机"
        api={businessApi}
        permission="business"
        columns={businessColumns(navigate)}
        searchFields={businessSearch}
        formFields={businessFields}
        schema={businessFormSchema}
        newValues={newBusiness}
        rowActionCount={3}
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
      <FollowupDialog kind="business" target={following} onClose={() => setFollowing(null)} />
    </>
  );
}
