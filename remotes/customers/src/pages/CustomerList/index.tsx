import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { customerApi } from '../../api/customers';
import { customerDeclaration, type Customer } from '../../domain/customerSchemas';
import { Button, Link } from '@yjf/ui/arcoCore';
import { ResourcePage } from '@yjf/ui/crud/ResourcePage';
import { FollowupDialog } from '../../followups/FollowupDialog';
import { customerFollowups } from '../../followups/followupKind';
import { usePermission } from '@yjf/ui/Permission';
import { UserSelect } from '@yjf/ui/UserSelect';
import type { FirstData } from '@yjf/api/firstData';
import { crudFirstPage } from '@yjf/ui/crud/crudFirstPage';
import { prefetchDicts } from '@yjf/api/dicts';

/** A new customer starts enabled, in initial talks (渠道状态 4 初步洽谈), with average intent. */
const newCustomer = { channelStatus: '4', intentDegree: '2', enabled: true };

/** Opened cold, the list's first page and the dictionaries are asked for before it draws. */
export const firstData: FirstData = () => [crudFirstPage(customerApi), prefetchDicts()];

/** 客户列表: the company's channels and customers; a name opens its detail, 跟进 records a follow-up. */
export default function CustomerList() {
  const navigate = useNavigate();
  const { can } = usePermission();
  const [following, setFollowing] = useState<Customer | null>(null);
  return (
    <>
      <ResourcePage
        declaration={customerDeclaration}
        api={customerApi}
        permission="customer"
        columns={{
          name: {
            render: (row) => (
              <Link onClick={() => navigate(`/customerInfo/${row.id}`)} hoverable={false}>
                {row.name}
              </Link>
            ),
          },
        }}
        formControls={{ ownerId: <UserSelect placeholder="默认为自己" /> }}
        newValues={newCustomer}
        enabledField="enabled"
        importable
        rowActions={(row) =>
          can('customerFollowup:add') && (
            <Button type="text" size="mini" onClick={() => setFollowing(row)}>
              跟进
            </Button>
          )
        }
      />
      <FollowupDialog kind={customerFollowups} target={following} onClose={() => setFollowing(null)} />
    </>
  );
}
