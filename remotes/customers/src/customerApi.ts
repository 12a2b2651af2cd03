import { resourceApi } from '@yjf/api/records';
import type { Customer, CustomerForm } from '@yjf/domain/customerSchemas';

/** 渠道客户 calls (`/api/customer`) on the list engine. */
export const customerApi = resourceApi<Customer, CustomerForm>('customer');
