import { useState, type MouseEvent } from 'react';
import { roleApi, useGetRoleLevelQuery } from '@yjf/area-system/api/roles';
import { roleDeclaration, type Role } from '@yjf/area-system/domain/roleSchemas';
import { Grid } from '@yjf/ui/arcoCore';
import { CrudPage } from '@yjf/ui/crud/CrudPage';
import { RoleFormDialog } from './RoleFormDialog';
import { roleColumns, roleSearch } from './roleFields';
import { RoleMenuCard } from './RoleMenuCard';
import './RoleList.css';

/**
 * 角色管理 (eladmin's layout): the company's roles on the left, the picked role's menus on the right. A role
 * more senior than the caller's, and the administrators' role, can be neither edited nor deleted here (the
 * server refuses them anyway).
 */
export default function RoleList() {
  const { data: level } = useGetRoleLevelQuery();
  const ownLevel = level?.level;
  const [pickedId, setPickedId] = useState<number>();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const manageable = (row: Role) => !row.isAdmin && (ownLevel === undefined || row.level >= ownLevel);

  /** A click on a row picks its role (every cell carries the id). */
  const pick = (event: MouseEvent) => {
    const row = (event.target as HTMLElement).closest('tr');
    const marker = row?.querySelector<HTMLElement>('[data-role-id]');
    if (marker) setPickedId(Number(marker.dataset.roleId));
  };

  return (
    <Grid.Row gutter={16} className="role-list">
      <Grid.Col xs={24} xl={16}>
        <div onClick={pick}>
          <CrudPage
            title={roleDeclaration.title}
            noun={roleDeclaration.noun}
            api={roleApi}
            permission="roles"
            columns={roleColumns(pickedId)}
            searchFields={roleSearch}
            onAdd={() => setEditing('new')}
            onEdit={setEditing}
            editable={manageable}
            deletable={manageable}
          />
        </div>
      </Grid.Col>
      <Grid.Col xs={24} xl={8}>
        <RoleMenuCard roleId={pickedId} ownLevel={ownLevel} />
      </Grid.Col>
      <RoleFormDialog editing={editing} newLevel={Math.max(3, (ownLevel ?? 0) + 1)} onClose={() => setEditing(null)} />
    </Grid.Row>
  );
}
