import { CollectionTable } from '../../collections/CollectionTable';

/** 收款管理 (menu page): every planned collection of the company, with 登记收款 for money that arrives. */
export default function CollectionList() {
  return <CollectionTable title="收款管理" />;
}
