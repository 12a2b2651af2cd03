import { useMemo, useState } from 'react';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { useGetUserRangeDataQuery, userApi, usersAdminApi } from '@yjf/area-system/api/users';
import {
  userDeclaration,
  userFormSchema,
  type User,
  type UserAdded,
  type UserForm,
} from '@yjf/area-system/domain/userSchemas';
import { Grid, Typography } from '@yjf/ui/arcoCore';
import { CrudPage } from '@yjf/ui/crud/CrudPage';
import { RecordFormDialog, type FormValues } from '@yjf/ui/crud/RecordFormDialog';
import { notifySaved } from '@yjf/ui/notices';
import { usePermission } from '@yjf/ui/Permission';
import type { FirstData } from '@yjf/api/firstData';
import { deptTreeApi } from '@yjf/area-system/api/departments';
import { crudFirstPage } from '@yjf/ui/crud/crudFirstPage';
import { DeptTreePanel } from './DeptTreePanel';
import { IssuedPasswordModal, type IssuedPassword } from './IssuedPasswordModal';
import { ResetPasswordButton } from './ResetPasswordButton';
import { UserNotices } from './UserNotices';
import { newUserValues, ownUserFields, userColumns, userFields, userSearch } from './userFields';

/** 已有 N / 上限 M 个账号: how many accounts the plan still allows (the platform has no limit). */
function AccountCount() {
  const { data } = useGetUserRangeDataQuery();
  if (!data) return null;
  return (
    <Typography.Text type="secondary" className="user-account-count">
      {data.staffLimit === null ? `已有 ${data.total} 个账号` : `已有 ${data.total} / 上限 ${data.staffLimit} 个账号`}
    </Typography.Text>
  );
}

/** Opened cold, the departments, the list's first page (every department), the account counts and the notices. */
export const firstData: FirstData = ({ user }) => [
  crudFirstPage(userApi),
  deptTreeApi.util.prefetch('getDeptTree', undefined, {}),
  usersAdminApi.util.prefetch('getUserRangeData', undefined, {}),
  usersAdminApi.util.prefetch('getUserNotices', user.companyid, {}),
];

/**
 * 用户管理: the department tree on the left filters the list on the right (a department with those below it).
 * 新增 issues a random password that a dialog shows once (初始密码); 重置密码 does the same for a row. No one
 * disables, deletes or resets themself here, nor changes their own phone or e-mail (个人中心 does); the server
 * says so for whatever else it refuses (the plan's head count, roles the caller may not grant).
 */
export default function UserList() {
  const { can } = usePermission();
  const me = useGetInfoQuery().data?.user.id;
  const [deptId, setDeptId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const [add, addState] = userApi.useAdd();
  const fixedFilters = useMemo(() => (deptId === null ? undefined : { deptId }), [deptId]);
  const newValues = useMemo(() => newUserValues(deptId), [deptId]);

  const submitNew = async (values: FormValues) => {
    const added = (await add(values as UserForm)) as UserAdded;
    setAdding(false);
    notifySaved('新增成功');
    setIssued({ kind: '初始密码', name: added.nickName, password: added.initialPassword });
  };

  return (
    <Grid.Row gutter={16} className="user-list">
      <Grid.Col xs={24} md={6} xl={5}>
        <DeptTreePanel selected={deptId} onSelect={setDeptId} />
      </Grid.Col>
      <Grid.Col xs={24} md={18} xl={19}>
        <UserNotices />
        <CrudPage<User, UserForm>
          title={userDeclaration.title}
          noun={userDeclaration.noun}
          api={userApi}
          permission="user"
          columns={userColumns}
          searchFields={userSearch}
          enabledField="enabled"
          nameOf={(row) => row.nickName}
          fixedFilters={fixedFilters}
          formFields={userFields}
          editFields={(row) => (row.id === me ? ownUserFields : userFields)}
          schema={userFormSchema}
          onAdd={() => setAdding(true)}
          deletable={(row) => row.id !== me}
          rowActions={(row) =>
            can('user:edit') && row.id !== me ? <ResetPasswordButton row={row} onIssued={setIssued} /> : null
          }
          rowActionLabels={['重置密码']}
          toolbar={<AccountCount />}
        />
      </Grid.Col>
      <RecordFormDialog
        title="新增用户"
        visible={adding}
        fields={userFields}
        schema={userFormSchema}
        initialValues={newValues}
        saving={addState.isLoading}
        onSubmit={submitNew}
        onClose={() => setAdding(false)}
      />
      <IssuedPasswordModal issued={issued} onClose={() => setIssued(null)} />
    </Grid.Row>
  );
}
