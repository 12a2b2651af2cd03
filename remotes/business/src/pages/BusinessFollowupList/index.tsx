import { useNavigate } from 'react-router-dom';
import { businessFollowupApi } from '@yjf/area-sales/api/sales';
import { businessFollowupFormSchema, type BusinessFollowup } from '@yjf/area-sales/domain/followupSchemas';
import { Link } from '@yjf/ui/arco';
import { CrudPage, type FormField } from '@yjf/ui/crud/CrudPage';
import { followupColumns, followupSearch } from '@yjf/area-sales/followups/followupColumns';
import { followupFields } from '@yjf/area-sales/followups/followupFields';
import { RecordSelect } from '@yjf/ui/RecordSelect';

const fields: FormField[] = [
  {
    name: 'businessId',
    label: '商机',
    kind: 'custom',
    required: true,
    wide: true,
    control: <RecordSelect resource="business" placeholder="输入商机名称查找" />,
  },
  ...followupFields,
];

/** 商机跟进: every follow-up of the company's business opportunities, newest first. */
export default function BusinessFollowupList() {
  const navigate = useNavigate();
  return (
    <CrudPage
      title="商机跟进记录"
      noun="商机跟进"
      api={businessFollowupApi}
      permission="businessFollowup"
      columns={[
        {
          field: 'businessName',
          title: '商机',
          width: 200,
          render: (row: BusinessFollowup) => (
            <Link onClick={() => navigate(`/businessInfo/${row.businessId}`)}>{row.businessName}</Link>
          ),
        },
        { field: 'customerName', title: '客户', width: 160 },
        ...followupColumns<BusinessFollowup>(),
      ]}
      searchFields={followupSearch}
      formFields={fields}
      schema={businessFollowupFormSchema}
      newValues={{ method: '1', attachments: [] }}
      nameOf={(row) => `${row.businessName} 的跟进`}
    />
  );
}
