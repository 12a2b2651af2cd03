import { useEffect, useMemo, useState } from 'react';
import { useGetMenuTreeQuery } from '@yjf/api/menus';
import { roleApi, useSaveRoleMenusMutation } from '@yjf/area-system/api/roles';
import { Alert, Button, Card, Empty } from '@yjf/ui/arcoCore';
import { notifySaved } from '@yjf/ui/notices';
import { usePermission } from '@yjf/ui/Permission';
import { menuIdsOf } from '../../menus/menuChecks';
import { MenuTreePicker } from '../../menus/MenuTreePicker';

type Props = {
  /** The role picked in the list. */
  roleId: number | undefined;
  /** The caller's most senior level (0 for administrators); undefined while it loads. */
  ownLevel: number | undefined;
};

/**
 * 菜单分配: the picked role's menus and buttons in the company's menu tree, saved with 保存. The
 * administrators' role holds every menu and a role more senior than the caller's cannot be changed: both show
 * read-only with a note saying why.
 */
export function RoleMenuCard({ roleId, ownLevel }: Props) {
  const { data: role } = roleApi.useGet(roleId, { pageData: false });
  const { data: tree } = useGetMenuTreeQuery();
  const { can } = usePermission();
  const [chosen, setChosen] = useState<number[]>([]);
  const [save, saving] = useSaveRoleMenusMutation();
  const shown = role && role.id === roleId ? role : undefined;

  useEffect(() => {
    if (shown) setChosen(shown.menuIds);
    // A new version (saved here or elsewhere) starts over from the server's menus.
  }, [shown?.id, shown?.version]); // eslint-disable-line react-hooks/exhaustive-deps

  const everything = useMemo(() => menuIdsOf(tree ?? []), [tree]);
  const note = !shown
    ? null
    : shown.isAdmin
      ? '管理员角色拥有本企业的全部菜单，不能修改'
      : ownLevel !== undefined && shown.level < ownLevel
        ? '该角色级别高于你的角色，不能修改'
        : !can('roles:edit')
          ? '你没有修改角色的权限'
          : null;
  const readOnly = !shown || note !== null;

  const submit = async () => {
    if (!shown) return;
    try {
      await save({ id: shown.id, version: shown.version, menuIds: chosen }).unwrap();
      notifySaved('保存成功');
    } catch {
      // said by the error presenter
    }
  };

  return (
    <Card
      className="role-menu-card"
      bordered={false}
      title={shown ? `菜单分配：${shown.name}` : '菜单分配'}
      extra={
        can('roles:edit') && (
          <Button type="primary" size="small" disabled={readOnly} loading={saving.isLoading} onClick={submit}>
            保存
          </Button>
        )
      }
    >
      {!roleId ? (
        <Empty description="点击左侧的角色，分配它的菜单" />
      ) : !shown ? null : (
        <>
          {note && <Alert type="info" content={note} style={{ marginBottom: 12 }} />}
          <MenuTreePicker
            value={shown.isAdmin ? everything : chosen}
            onChange={setChosen}
            disabled={readOnly}
            height="calc(100vh - 300px)"
          />
        </>
      )}
    </Card>
  );
}
