import type { MenuRoute } from './menus';
import { firstTaskScope, landingPath, worksFromTasks } from './landing';

const page = (title: string, path: string, component: string): MenuRoute => ({
  name: component.split('/')[1]!,
  path,
  hidden: false,
  component,
  meta: { title, icon: 'list', noCache: false },
});
const directory = (title: string, path: string, children: MenuRoute[]): MenuRoute => ({
  name: title,
  path,
  hidden: false,
  component: 'Layout',
  alwaysShow: true,
  meta: { title, icon: 'list', noCache: false },
  children,
});

/** The field engineer's menus as the demo seeds them: 客户列表 comes first. */
const engineerTree = [
  directory('渠道客户', '/customer', [
    page('客户列表', 'list', 'customers/CustomerList'),
    page('客户跟进', 'followup', 'customers/CustomerFollowupList'),
  ]),
  directory('项目管理', '/project', [page('项目列表', 'list', 'projects/ProjectList')]),
  directory('任务管理', '/task', [page('任务列表', 'list', 'projects/TaskList')]),
];
const ENGINEER = ['task:list', 'task:edit', 'project:list', 'customer:list', 'customerFollowup:add', 'stockOut:add'];
const SALES = ['customer:list', 'customer:add', 'business:list', 'business:add', 'task:list', 'task:edit'];

describe('who works from tasks', () => {
  it('is a role with 任务列表 that takes on neither customers nor business: the field engineer', () => {
    expect(worksFromTasks(ENGINEER)).toBe(true);
    expect(worksFromTasks(SALES)).toBe(false);
    expect(worksFromTasks(['admin'])).toBe(false);
    expect(worksFromTasks(['customer:list', 'stockOut:add'])).toBe(false); // no tasks at all
    expect(worksFromTasks([...ENGINEER, 'business:add'])).toBe(false);
  });
});

describe('landingPath', () => {
  it('lands the field engineer on 任务列表 on a phone, on the first menu at a desk', () => {
    expect(landingPath(engineerTree, ENGINEER, true)).toBe('/task/list');
    expect(landingPath(engineerTree, ENGINEER, false)).toBe('/customer/list');
  });

  it('lands everyone else on the first menu, on a phone too', () => {
    expect(landingPath(engineerTree, SALES, true)).toBe('/customer/list');
    expect(landingPath(engineerTree, ['admin'], true)).toBe('/customer/list');
  });

  it('falls back to the first menu when the menus hold no 任务列表 after all', () => {
    expect(landingPath(engineerTree.slice(0, 2), ENGINEER, true)).toBe('/customer/list');
    expect(landingPath([], ENGINEER, true)).toBeNull();
  });
});

describe('firstTaskScope', () => {
  it('opens 任务列表 on 今日任务 for the field engineer on a phone, on 我的任务 otherwise', () => {
    expect(firstTaskScope(ENGINEER, true)).toBe('today');
    expect(firstTaskScope(ENGINEER, false)).toBe('mine');
    expect(firstTaskScope(SALES, true)).toBe('mine');
  });
});
