import { supplierApi } from '@yjf/area-purchasing/api/purchasing';
import { supplierFormSchema } from '@yjf/area-purchasing/domain/supplierSchemas';
import { CrudPage } from '@yjf/ui/crud/CrudPage';
import { supplierColumns, supplierFields, supplierSearch } from '../../suppliers/supplierFields';

/** 供应商: who the company buys equipment from; one with purchase orders cannot be deleted (the server says so). */
export default function SupplierList() {
  return (
    <CrudPage
      title="供应商"
      noun="供应商"
      api={supplierApi}
      permission="supplier"
      columns={supplierColumns}
      searchFields={supplierSearch}
      formFields={supplierFields}
      schema={supplierFormSchema}
    />
  );
}
