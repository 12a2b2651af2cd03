/**
 * The kinds of messages of 消息中心 and their Chinese names, without zod: the shell's bell reads them on every
 * page, and zod loads only with the first form (`messages.ts` holds the wire schemas).
 */

/** Every kind of message, in the order 个人中心 lists them for a user to turn on or off. */
export const MESSAGE_KINDS = [
  { kind: 'taskAssigned', label: '任务指派', description: '有任务指派给我' },
  { kind: 'taskDue', label: '任务到期', description: '我的任务今天到期或已经逾期' },
  { kind: 'followupDue', label: '跟进提醒', description: '我负责的客户或商机到了下次跟进时间' },
  { kind: 'purchaseReview', label: '采购审核', description: '有采购订单等待我审核' },
  { kind: 'collectionOverdue', label: '收款逾期', description: '有收款过了计划收款日期仍未收到' },
  { kind: 'stockLow', label: '库存预警', description: '有产品的库存低于公司设置的预警数量' },
  { kind: 'planEnding', label: '套餐到期', description: '公司的套餐将在 30 天、7 天、1 天后到期（管理员）' },
  { kind: 'releaseChange', label: '发布撤回与回滚', description: '有区域版本被自动撤回或回滚（平台管理员）' },
] as const;

export type MessageKind = (typeof MESSAGE_KINDS)[number]['kind'];

/** The Chinese name of a kind (任务指派). */
export const messageKindLabel = (kind: string): string =>
  MESSAGE_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;

/** How many of the newest messages the bell's dropdown shows. */
export const MESSAGE_BELL_SIZE = 5;

/** The channel of the shell's socket that pushes the unread count (`/websocket?channel=messages`). */
export const MESSAGE_CHANNEL = 'messages';
