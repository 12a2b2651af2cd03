import { supplierApi } from '@yjf/area-purchasing/api/purchasing';
import { supplierDeclaration } from '@yjf/area-purchasing/domain/supplierSchemas';
import { ResourcePage } from '@yjf/ui/crud/ResourcePage';

/** 供应商: who the company buys equipment from; one with purchase orders cannot be deleted (the server says so). */
export default function SupplierList() {
  return (
    <ResourcePage declaration={supplierDeclaration} title="供应商" api={supplierApi} permission="supplier" importable />
  );
}
