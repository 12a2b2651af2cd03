import { ADMIN_ROLE } from './permissions';
import { firstMenuPath, pageRoutes } from './menuRoutes';
import type { MenuRoute } from './menus';

/**
 * Where the shell sends a signed-in user to land (`landingPath`): sign-in without a redirect, and the installed
 * app's start (its manifest's start_url).
 */
export const FIRST_MENU_PATH = '/first-menu';

/** 任务列表's page (remotes/projects), as the menus name it. */
export const TASK_LIST_COMPONENT = 'projects/TaskList';

/**
 * The work that starts at a desk: taking on customers and business opportunities. A role that may do neither
 * but holds 任务列表 (the field engineer: their tasks, drawings, follow-ups and stock-outs) works from the tasks
 * given to it; the sales role and the administrator, who also see tasks, do not.
 */
const DESK_WORK = ['customer:add', 'business:add'];

/** Whether the user's roles (their permission strings) work from tasks: 任务列表, and none of the desk work. */
export function worksFromTasks(roles: readonly string[]): boolean {
  return (
    roles.includes('task:list') &&
    !roles.includes(ADMIN_ROLE) &&
    !DESK_WORK.some((permission) => roles.includes(permission))
  );
}

/**
 * Where a signed-in user lands (sign-in without a redirect, the app opened from the home screen): the first menu
 * route (spec section 2), except on a phone for a user who works from tasks, who lands on 任务列表, which opens
 * there on 今日任务 (`firstTaskScope`).
 */
export function landingPath(tree: MenuRoute[], roles: readonly string[], phone: boolean): string | null {
  if (phone && worksFromTasks(roles)) {
    const tasks = pageRoutes(tree).find((page) => page.component === TASK_LIST_COMPONENT);
    if (tasks) return tasks.path;
  }
  return firstMenuPath(tree);
}

/** What 任务列表 opens on: 今日任务 on a phone for a user who works from tasks, else 我的任务. */
export function firstTaskScope(roles: readonly string[], phone: boolean): 'today' | 'mine' {
  return phone && worksFromTasks(roles) ? 'today' : 'mine';
}
