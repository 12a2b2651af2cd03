/**
 * 消息中心: the kinds of messages the product sends, what the bell and the message list read, and what a user
 * and a company choose about them. The server makes messages from its own events and scheduled jobs, each to the
 * users it concerns and only about records they reach (`server/src/platform/messages`).
 */
import { z } from './zod';

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

const KIND_NAMES = MESSAGE_KINDS.map((entry) => entry.kind) as [MessageKind, ...MessageKind[]];

/** A kind as the wire names it: only one of `MESSAGE_KINDS`. */
export const messageKindSchema = z.enum(KIND_NAMES, { error: '消息类型不正确' });

/** The Chinese name of a kind (任务指派). */
export const messageKindLabel = (kind: string): string =>
  MESSAGE_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;

/** One message as the bell and 消息中心 show it. */
export const messageSchema = z.object({
  id: z.number(),
  kind: messageKindSchema,
  title: z.string(),
  content: z.string(),
  /** The page of the record it is about (`/project/task?...`), or null when there is none to open. */
  link: z.string().nullable(),
  /** When it was sent, ISO. */
  createTime: z.string(),
  /** When its reader read it, ISO; null while unread. */
  readTime: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** `GET /api/messages`: a page of the caller's messages, newest first. */
export const messageListQuerySchema = z.object({
  page: z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(0, '页码不正确').default(0),
  size: z.coerce
    .number({ error: '每页条数不正确' })
    .int('每页条数不正确')
    .min(1, '每页条数不正确')
    .max(100, '每页最多 100 条')
    .default(10),
  /** 未读 or 已读 only; all when absent. */
  read: z.enum(['true', 'false'], { error: '已读状态不正确' }).optional(),
  kind: messageKindSchema.optional(),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

export const messagePageSchema = z.object({
  content: z.array(messageSchema),
  totalElements: z.number(),
  /** The caller's unread messages in all (the bell's count), whatever the filter. */
  unread: z.number(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** `PUT /api/messages/read`: these of the caller's messages are read; `all: true` reads every one (全部已读). */
export const markReadSchema = z.union([
  z.object({
    ids: z.array(z.number().int().positive(), { error: '请选择消息' }).min(1, '请选择消息').max(100, '一次最多 100 条'),
  }),
  z.object({ all: z.literal(true) }),
]);
export type MarkRead = z.infer<typeof markReadSchema>;

/** `GET`/`PUT /api/messages/preferences`: the kinds the caller receives (个人中心 › 消息设置). */
export const messagePreferencesSchema = z.object({
  kinds: z
    .array(z.object({ kind: messageKindSchema, enabled: z.boolean({ error: '请选择是否接收' }) }))
    .max(MESSAGE_KINDS.length),
});
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;

/** The most days a company keeps messages, and the fewest. */
export const MESSAGE_RETENTION_DAYS = { min: 7, max: 365, fallback: 90 } as const;
/** The stock at or below which a product is reported (库存预警), unless the company sets its own. */
export const STOCK_ALERT_FALLBACK = 5;

/** `GET`/`PUT /api/messages/settings`: what a company's administrators set for its messages. */
export const messageSettingsSchema = z.object({
  retentionDays: z.coerce
    .number({ error: '请输入消息保留天数' })
    .int('消息保留天数须为整数')
    .min(
      MESSAGE_RETENTION_DAYS.min,
      `消息保留天数须在 ${MESSAGE_RETENTION_DAYS.min} 到 ${MESSAGE_RETENTION_DAYS.max} 之间`,
    )
    .max(
      MESSAGE_RETENTION_DAYS.max,
      `消息保留天数须在 ${MESSAGE_RETENTION_DAYS.min} 到 ${MESSAGE_RETENTION_DAYS.max} 之间`,
    ),
  stockAlertThreshold: z.coerce
    .number({ error: '请输入库存预警数量' })
    .int('库存预警数量须为整数')
    .min(0, '库存预警数量不能小于 0')
    .max(1_000_000, '库存预警数量不能超过 1000000'),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

/** What the socket pushes to a signed-in page when its user's messages change (`/websocket/messages`). */
export const messageSignalSchema = z.object({ type: z.literal('messages'), unread: z.number() });
export type MessageSignal = z.infer<typeof messageSignalSchema>;
