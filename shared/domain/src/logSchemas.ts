import type { ListSpec } from './lists';
import { z } from './zod';

/**
 * The operation log, the error log and the online users (系统监控): what the lists accept and what their rows
 * hold. The server writes the logs; these screens only read them (and clear errors, end sessions).
 */

/** `GET /api/logs`, `/api/logs/user`, `/api/logs/error`: a keyword over user, description and resource, and a time range. */
export const logListSpec: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '关键字' },
    createTime: { kind: 'dateRange', label: '时间' },
  },
  sortable: ['createTime', 'durationMs'],
};

/** `GET /api/online`: a keyword over user name, nickname and IP. */
export const onlineListSpec: ListSpec = {
  filters: { blurry: { kind: 'text', label: '关键字' } },
  sortable: ['loginTime', 'lastSeenAt'],
};

/** One entry of the operation log, as its list shows it. */
export type OperationLogRow = {
  id: number;
  username: string;
  description: string;
  /** add, edit, delete, toggle, export, ...: OPERATION_ACTIONS names them. */
  action: string;
  /** The resource path (`customer`). */
  resource: string;
  recordId: number | null;
  ip: string;
  /** The browser, short: Chrome 120, Safari, 微信. */
  browser: string;
  durationMs: number;
  createTime: string;
};

/** One entry with the record as it was before and after the change (`GET /api/logs/{id}`). */
export type OperationLogDetail = OperationLogRow & { userAgent: string; before: unknown; after: unknown };

/** A request that failed with a server error, as the error log lists it. */
export type ErrorLogRow = {
  id: number;
  /** The platform's administrators see every company's errors; null when nobody was signed in. */
  companyId: number | null;
  companyName: string | null;
  username: string;
  method: string;
  url: string;
  /** The route the request went to (`/api/customer/:id`). */
  description: string;
  message: string;
  ip: string;
  browser: string;
  durationMs: number;
  createTime: string;
};

/** The error with its stack (`GET /api/logs/error/{id}`), fetched only when someone asks for it. */
export type ErrorLogDetail = ErrorLogRow & { userAgent: string; stack: string };

/** A signed-in browser of the caller's company (`GET /api/online`). */
export type OnlineSession = {
  /** The session's id: what 强退 sends. */
  id: number;
  username: string;
  nickName: string;
  dept: string | null;
  ip: string;
  /** Where the address is; the IP itself until a location service is added. */
  address: string;
  browser: string;
  loginTime: string;
  lastSeenAt: string;
  /** The caller's own session, which cannot be ended here. */
  current: boolean;
};

/** `DELETE /api/online`: the sessions to end. */
export const sessionIdsSchema = z
  .array(z.number().int().positive(), { error: '请选择要强退的用户' })
  .min(1, '请选择要强退的用户')
  .max(100, '一次最多强退 100 个会话');

/** What an operation did, as the log shows it. */
export const OPERATION_ACTIONS: Record<string, string> = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  toggle: '启用/禁用',
  export: '导出',
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
};

/** The Chinese name of an operation's action; an unknown one as it is. */
export const actionLabel = (action: string) => OPERATION_ACTIONS[action] ?? action;
