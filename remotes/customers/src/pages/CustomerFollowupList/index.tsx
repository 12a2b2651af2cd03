import { useNavigate } from 'react-router-dom';
import { customerFollowupApi } from '@yjf/area-sales/api/sales';
import { customerFollowupFormSchema, type CustomerFollowup } from '@yjf/area-sales/domain/followupSchemas';
import { Link } from '@yjf/ui/arco';
import { CrudPage, type FormField } from '@yjf/ui/crud/CrudPage';
import { followupColumns, followupSearch } from '@yjf/area-sales/followups/followupColumns';
import { followupFields } from '@yjf/area-sales/followups/followupFields';
import { RecordSelect } from '@yjf/ui/RecordSelect';

const fields: FormField[] = [
  {
    name: 'customerId',
    label: '客户',
    kind: 'custom',
    required: true,
    wide: true,
    control: <RecordSelect resource="customer" placeholder="输入客户名称、联系人或电话查找" />,
  },
  ...followupFields,
];

/** 跟进记录: every customer follow-up of the company, newest first. */
export default function CustomerFollowupList() {
  const navigate = useNavigate();
  return (
    <CrudPage
      title="客户跟进记录"
      noun="跟进记录"
      api={customerFollowupApi}
      permission="customerFollowup"
      columns={[
        {
          field: 'customerName',
          title: '客户',
          width: 180,
          render: (row) => <Link onClick={() => navigate(`/customerInfo/${row.customerId}`)}>{row.customerName}</Link>,
        },
        ...followupColumns<CustomerFollowup>(),
      ]}
      searchFields={followupSearch}
      formFields={fields}
      schema={customerFollowupFormSchema}
      newValues={{ method: '1', attachments: [] }}
      nameOf={(row) => `${row.customerName} 的跟进`}
    />
  );
}
