import { useNavigate } from 'react-router-dom';
import { businessFollowupApi } from '../../api/business';
import { businessFollowupDeclaration } from '../../domain/businessFollowupSchemas';
import { Link } from '@yjf/ui/arcoCore';
import { ResourcePage } from '@yjf/ui/crud/ResourcePage';
import { attachmentsColumn, attachmentsControl, newFollowupValues } from '@yjf/area-customers/followups/followupViews';
import { RecordSelect } from '@yjf/ui/RecordSelect';

/** 商机跟进: every follow-up of the company's business opportunities, newest first. */
export default function BusinessFollowupList() {
  const navigate = useNavigate();
  return (
    <ResourcePage
      declaration={businessFollowupDeclaration}
      api={businessFollowupApi}
      permission="businessFollowup"
      columns={{
        businessName: {
          render: (row) => <Link onClick={() => navigate(`/businessInfo/${row.businessId}`)}>{row.businessName}</Link>,
        },
        attachments: attachmentsColumn,
      }}
      formControls={{
        businessId: <RecordSelect resource="business" placeholder="输入商机名称查找" />,
        attachments: attachmentsControl,
      }}
      newValues={newFollowupValues()}
      nameOf={(row) => `${row.businessName} 的跟进`}
    />
  );
}
