import { screen, waitFor, within } from '@testing-library/react';
import type { DeptNode } from '@yjf/area-system/domain/deptSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import DeptList from '.';

const dept = (id: number, name: string, extra: Partial<DeptNode> = {}): DeptNode => ({
  id,
  version: 1,
  pid: null,
  name,
  sort: id,
  enabled: true,
  createdBy: null,
  createTime: '2026-11-01T02:00:00.000Z',
  updateTime: '2026-11-01T02:00:00.000Z',
  ...extra,
});

const tree: DeptNode[] = [
  dept(1, '总经办'),
  dept(2, '工程部', { children: [dept(3, '设计组', { pid: 2 }), dept(4, '施工组', { pid: 2, enabled: false })] }),
];

function setup(roles = ['admin']) {
  const server = installFakeServer({ roles });
  server.on((call) => {
    if (call.path === '/api/dept/tree') return { json: tree };
    if (call.path === '/api/dept' && call.method === 'POST')
      return { status: 201, json: dept(9, String((call.body as DeptNode).name)) };
    if (call.path === '/api/dept' && call.method === 'PUT') return { json: dept(2, '工程中心') };
    return undefined;
  });
  return { server, ...renderPage(<DeptList />, '/system/dept') };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('DeptList', () => {
  it('shows the tree open, with sort, state and creation time', async () => {
    setup();
    expect(await screen.findByText('设计组')).toBeTruthy();
    expect(within(rowOf('工程部')).getByText('2')).toBeTruthy();
    expect(within(rowOf('总经办')).getByText('2026-11-01 10:00:00')).toBeTruthy();
    expect(within(rowOf('设计组')).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(within(rowOf('施工组')).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(
      within(rowOf('设计组'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['新增下级', '编辑', '删除']);
  });

  it('adds a sub-department under the row it was asked from', async () => {
    const { server, user } = setup();
    await screen.findByText('设计组');
    await user.click(within(rowOf('工程部')).getByRole('button', { name: '新增下级' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增部门')).toBeTruthy();
    await user.type(within(dialog).getByPlaceholderText('请输入部门名称'), '调试组');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/dept')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/dept')[0]!.body).toEqual({ name: '调试组', pid: 2, sort: 999, enabled: true });
  });

  it('edits a department with its version, and asks before deleting', async () => {
    const { server, user } = setup();
    await screen.findByText('设计组');
    await user.click(within(rowOf('工程部')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑部门')).toBeTruthy();
    const name = within(dialog).getByPlaceholderText('请输入部门名称') as HTMLInputElement;
    expect(name.value).toBe('工程部');
    await user.clear(name);
    await user.type(name, '工程中心');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/dept')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/dept')[0]!.body).toMatchObject({
      id: 2,
      version: 1,
      name: '工程中心',
      pid: null,
    });

    await user.click(within(rowOf('总经办')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除「总经办」吗？')).toBeTruthy();
  });

  it('offers nothing to change to a reader', async () => {
    setup(['dept:list']);
    await screen.findByText('设计组');
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(within(rowOf('设计组')).queryAllByRole('button')).toEqual([]);
  });
});
