import { eq, inArray } from 'drizzle-orm';
import { SUPPLIER_LIST, supplierFormSchema, type Supplier } from '@yjf/area-purchasing/domain/supplierSchemas';
import { defineResource } from '../../crud/resourceDefinition';
import { badRequest } from '../../http/errors';
import { purchaseOrders } from '../purchasing/schema';
import { suppliers } from './schema';

/** 供应商 on the list engine: `/api/supplier` with permission prefix `supplier`. */
export const supplierResource = defineResource<Record<string, unknown>>({
  path: 'supplier',
  permission: 'supplier',
  noun: '供应商',
  table: suppliers,
  projection: {
    id: suppliers.id,
    version: suppliers.version,
    name: suppliers.name,
    contact: suppliers.contact,
    phone: suppliers.phone,
    address: suppliers.address,
    remark: suppliers.remark,
    createdBy: suppliers.createdBy,
    createTime: suppliers.createTime,
    updateTime: suppliers.updateTime,
  } satisfies Record<keyof Supplier, unknown>,
  list: SUPPLIER_LIST,
  filterTargets: {
    blurry: { target: suppliers.searchText, lowercased: true },
    createTime: suppliers.createTime,
  },
  sortColumns: {
    name: suppliers.name,
    createTime: suppliers.createTime,
    updateTime: suppliers.updateTime,
  },
  form: supplierFormSchema,
  beforeDelete: async (ids, { tx }) => {
    // Locked first, so a purchase order added meanwhile is either seen here or waits for the delete.
    await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(inArray(suppliers.id, ids))
      .orderBy(suppliers.id)
      .for('update');
    const [used] = await tx
      .select({ name: suppliers.name })
      .from(suppliers)
      .innerJoin(purchaseOrders, eq(purchaseOrders.supplierId, suppliers.id))
      .where(inArray(suppliers.id, ids))
      .limit(1);
    if (used) throw badRequest(`供应商「${used.name}」已有采购单，不能删除`);
  },
  titleOf: (row) => String(row.name),
  export: {
    title: '供应商列表',
    columns: [
      { header: '名称', field: 'name', width: 24 },
      { header: '联系人', field: 'contact', width: 12 },
      { header: '联系电话', field: 'phone', width: 16 },
      { header: '地址', field: 'address', width: 36 },
      { header: '备注', field: 'remark', width: 30 },
    ],
  },
});
