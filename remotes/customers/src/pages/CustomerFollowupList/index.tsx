import { useNavigate } from 'react-router-dom';
import { customerFollowupApi } from '../../api/customers';
import { customerFollowupDeclaration } from '../../domain/followupSchemas';
import { Link } from '@yjf/ui/arcoCore';
import { ResourcePage } from '@yjf/ui/crud/ResourcePage';
import { attachmentsColumn, attachmentsControl, newFollowupValues } from '../../followups/followupViews';
import { RecordSelect } from '@yjf/ui/RecordSelect';

/** 跟进记录: every customer follow-up of the company, newest first. */
export default function CustomerFollowupList() {
  const navigate = useNavigate();
  return (
    <ResourcePage
      declaration={customerFollowupDeclaration}
      api={customerFollowupApi}
      permission="customerFollowup"
      columns={{
        customerName: {
          render: (row) => <Link onClick={() => navigate(`/customerInfo/${row.customerId}`)}>{row.customerName}</Link>,
        },
        attachments: attachmentsColumn,
      }}
      formControls={{
        customerId: <RecordSelect resource="customer" placeholder="输入客户名称、联系人或电话查找" />,
        attachments: attachmentsControl,
      }}
      newValues={newFollowupValues()}
      nameOf={(row) => `${row.customerName} 的跟进`}
    />
  );
}
