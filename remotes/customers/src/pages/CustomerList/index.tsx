import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { customerApi } from '@yjf/area-sales/api/sales';
import { customerFormSchema, type Customer } from '@yjf/area-sales/domain/customerSchemas';
import { Button } from '@yjf/ui/arco';
import { CrudPage } from '@yjf/ui/crud/CrudPage';
import { FollowupDialog } from '@yjf/area-sales/followups/FollowupDialog';
import { usePermission } from '@yjf/ui/Permission';
import { customerColumns, customerSearch } from './customerColumns';
import { customerFields, newCustomer } from './customerFields';

/** 客户列表: the company's channels and customers; a name opens its detail, 跟进 records a follow-up. */
export default function CustomerList() {
  const navigate = useNavigate();
  const { can } = usePermission();
  const [following, setFollowing] = useState<Customer | null>(null);
  const columns = customerColumns((row) => navigate(`/customerInfo/${row.id}`));
  return (
    <>
      <CrudPage
        title="客户列表"
        noun="客户"
        api={customerApi}
        permission="customer"
        columns={columns}
        searchFields={customerSearch}
        formFields={customerFields}
        schema={customerFormSchema}
        newValues={newCustomer}
        enabledField="enabled"
        rowActions={(row) =>
          can('customerFollowup:add') && (
            <Button type="text" size="mini" onClick={() => setFollowing(row)}>
              跟进
            </Button>
          )
        }
      />
      <FollowupDialog kind="customer" target={following} onClose={() => setFollowing(null)} />
    </>
  );
}
