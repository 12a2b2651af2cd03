import type { Option } from './dictionaries';
import {
  computed,
  custom,
  dateTime,
  declareList,
  joined,
  quantity,
  text,
  textChoice,
  type ListRowOf,
} from './resourceFields';
import { z } from './zod';

/**
 * The operation log, the error log and the online users (系统监控): what the lists accept and what their rows
 * hold. The server writes the logs; these screens only read them (and clear errors, end sessions).
 */

/** What an operation did, as the log shows it. */
export const OPERATION_ACTIONS: Record<string, string> = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  toggle: '启用/禁用',
  export: '导出',
  import: '导入',
  convert: '转换',
  status: '状态变更',
  complete: '完成',
  reopen: '重新打开',
  newVersion: '新版本',
  review: '审核',
  stockIn: '入库',
  out: '出库',
  kick: '强退',
  clear: '清空',
  refund: '退款',
  run: '执行',
};

/** The Chinese name of an operation's action; an unknown one as it is. */
export const actionLabel = (action: string) => OPERATION_ACTIONS[action] ?? action;

const ACTION_OPTIONS: Option[] = Object.entries(OPERATION_ACTIONS).map(([value, label]) => ({ value, label }));

/** What both logs have: who, from where, with which browser, how long it took and when. */
const requestFields = () => ({
  username: text('用户名', { max: 32, column: { width: 130 }, export: { width: 16 } }),
  ip: text('IP', { max: 64, column: { width: 140 }, export: { width: 18 } }),
  /** The browser, short: Chrome 120, Safari, 微信 (from the user agent). */
  browser: computed(text('浏览器', { max: 50, column: { width: 130 }, export: { width: 16 } })),
  durationMs: quantity('耗时(ms)', { column: { width: 100 }, sortable: true, export: { width: 10 } }),
  createTime: dateTime('时间', {
    required: true,
    column: { width: 180 },
    filter: true,
    sortable: true,
    export: { width: 20 },
  }),
});

/**
 * 操作日志 (`GET /api/logs`, `/api/logs/user`, `/api/logs/download`): a keyword over user, description and
 * resource, and a time range.
 */
export const operationLogDeclaration = declareList({
  search: { label: '关键字' },
  fields: {
    ...requestFields(),
    description: text('描述', { max: 255, column: true, export: { width: 40, after: 'username' } }),
    /** add, edit, delete, toggle, export, ...: OPERATION_ACTIONS names them. */
    action: textChoice('操作', ACTION_OPTIONS, { column: { width: 100 }, export: { width: 12, after: 'description' } }),
    /** The resource path (`customer`). */
    resource: text('资源', { max: 50, export: { width: 16, after: 'action' } }),
    recordId: custom('记录', z.number().int().nullable(), {}),
  },
});

/** One entry of the operation log, as its list shows it. */
export type OperationLogRow = ListRowOf<typeof operationLogDeclaration>;

/** One entry with the record as it was before and after the change (`GET /api/logs/{id}`). */
export type OperationLogDetail = OperationLogRow & { userAgent: string; before: unknown; after: unknown };

/**
 * 异常日志 (`GET /api/logs/error`): requests that failed with a server error, searched like the operation log. The
 * platform's administrators see every company's errors.
 */
export const errorLogDeclaration = declareList({
  search: { label: '关键字' },
  fields: {
    ...requestFields(),
    /** Null when nobody was signed in. */
    companyId: custom('企业', z.number().int().nullable(), {}),
    companyName: joined(text('企业', { max: 100, column: true })),
    method: text('请求方法', { max: 10, column: true }),
    url: text('请求地址', { max: 500, column: true }),
    /** The route the request went to (`/api/customer/:id`). */
    description: text('描述', { max: 255, column: true }),
    message: text('异常信息', { max: 1000, column: true }),
  },
});

/** A request that failed with a server error, as the error log lists it. */
export type ErrorLogRow = ListRowOf<typeof errorLogDeclaration>;

/**
 * The error with its stack and its request's id (the 请求编号 its user was shown; empty for errors logged before
 * ids were kept), `GET /api/logs/error/{id}`, fetched only when someone asks for it.
 */
export type ErrorLogDetail = ErrorLogRow & { userAgent: string; stack: string; requestId: string };

/** 在线用户 (`GET /api/online`, `/api/online/download`): the signed-in browsers, by a keyword over user name, nickname and IP. */
export const onlineDeclaration = declareList({
  search: { label: '关键字' },
  fields: {
    username: text('用户名', { max: 32, column: true, export: { width: 16 } }),
    nickName: text('昵称', { max: 50, column: true, export: { width: 16 } }),
    dept: joined(text('部门', { max: 50, column: true, export: { width: 16 } })),
    ip: text('IP', { max: 64, column: true, export: { width: 18 } }),
    /** Where the address is; the IP itself until a location service is added. */
    address: computed(text('登录地点', { max: 64, column: true, export: { width: 18 } })),
    browser: computed(text('浏览器', { max: 50, column: true, export: { width: 16 } })),
    loginTime: dateTime('登录时间', { required: true, column: true, sortable: true, export: { width: 20 } }),
    lastSeenAt: dateTime('最后访问', { required: true, column: true, sortable: true, export: { width: 20 } }),
    /** The caller's own session, which cannot be ended here. */
    current: computed(custom('当前会话', z.boolean(), {})),
  },
});

/** A signed-in browser of the caller's company; its id is the session's, what 强退 sends. */
export type OnlineSession = ListRowOf<typeof onlineDeclaration>;

/** `DELETE /api/online`: the sessions to end. */
export const sessionIdsSchema = z
  .array(z.number().int().positive(), { error: '请选择要强退的用户' })
  .min(1, '请选择要强退的用户')
  .max(100, '一次最多强退 100 个会话');
