/**
 * 消息中心: the kinds of messages the product sends, what the bell and the message list read, and what a user
 * and a company choose about them. The server makes messages from its own events and scheduled jobs, each to the
 * users it concerns and only about records they reach (`server/src/platform/messages`).
 */
import { z } from './zod';
import { MESSAGE_KINDS, type MessageKind } from './messageKinds';

export { MESSAGE_KINDS, messageKindLabel, type MessageKind } from './messageKinds';

const KIND_NAMES = MESSAGE_KINDS.map((entry) => entry.kind) as [MessageKind, ...MessageKind[]];

/** A kind as the wire names it: only one of `MESSAGE_KINDS`. */
export const messageKindSchema = z.enum(KIND_NAMES, { error: '消息类型不正确' });

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
/** The list's query as a page sends it, and as the server reads it once parsed. */
export type MessageListParams = z.output<typeof messageListQuerySchema>;

export const messagePageSchema = z.object({
  content: z.array(messageSchema),
  totalElements: z.number(),
  /** The caller's unread messages in all (the bell's count), whatever the filter. */
  unread: z.number(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** `GET /api/messages/unread`: the bell's count and its dropdown's newest messages (`MESSAGE_BELL_SIZE`). */
export const messageBellSchema = z.object({ unread: z.number(), latest: z.array(messageSchema) });
export type MessageBell = z.infer<typeof messageBellSchema>;

/** What marking messages read answers: the caller's unread messages left. */
export const unreadCountSchema = z.object({ unread: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * `PUT /api/messages/read`: these of the caller's messages are read (`ids`), or every one (`all: true`, 全部已读).
 * One object with a check rather than a union of two, so a wrong body is told what is wrong.
 */
export const markReadSchema = z
  .object({
    ids: z
      .array(z.number({ error: '消息编号不正确' }).int('消息编号不正确').positive('消息编号不正确'), {
        error: '请选择消息',
      })
      .min(1, '请选择消息')
      .max(100, '一次最多 100 条')
      .optional(),
    all: z.literal(true, { error: '全部已读只能为 true' }).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), { error: '请选择消息，或者全部已读' });
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
/** The highest stock alert a company may set. */
export const STOCK_ALERT_MAX = 1_000_000;

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
    .max(STOCK_ALERT_MAX, `库存预警数量不能超过 ${STOCK_ALERT_MAX}`),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

/**
 * What the socket pushes to a signed-in page (`/websocket?channel=messages`): on connecting, and whenever its
 * user's messages change (a new one, one read in another tab).
 */
export const messageSignalSchema = z.object({ type: z.literal('messages'), unread: z.number() });
export type MessageSignal = z.infer<typeof messageSignalSchema>;
