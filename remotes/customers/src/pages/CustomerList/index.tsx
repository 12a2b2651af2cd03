import { customerFormSchema } from '@yjf/domain/customerSchemas';
import { CrudPage } from '@yjf/ui/crud/CrudPage';
import { customerApi } from '../../customerApi';
import { customerColumns, customerSearch } from './customerColumns';
import { customerFields, newCustomer } from './customerFields';

/** 客户列表: the company's channels and customers. */
export default function CustomerList() {
  return (
    <CrudPage
      title="客户列表"
      noun="客户"
      api={customerApi}
      permission="customer"
      columns={customerColumns}
      searchFields={customerSearch}
      formFields={customerFields}
      schema={customerFormSchema}
      newValues={newCustomer}
      enabledField="enabled"
    />
  );
}
