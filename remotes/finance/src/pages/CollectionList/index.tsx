import type { FirstData } from '@yjf/api/firstData';
import { collectionApi } from '@yjf/area-finance/api/finance';
import { crudFirstPage } from '@yjf/ui/crud/crudFirstPage';
import { prefetchDicts } from '@yjf/api/dicts';
import { CollectionTable } from '../../collections/CollectionTable';

/** Opened cold, the list's first page and the dictionaries are asked for before it draws. */
export const firstData: FirstData = () => [crudFirstPage(collectionApi), prefetchDicts()];

/** 收款管理 (menu page): every planned collection of the company, with 登记收款 for money that arrives. */
export default function CollectionList() {
  return <CollectionTable title="收款管理" />;
}
