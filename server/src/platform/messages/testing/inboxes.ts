import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MessageKind } from '@yjf/domain/messages';
import type { Db } from '../../../db/client';
import { users } from '../../../db/accountTables';
import { messageOptOuts, messages } from '../messageTables';

/** The demo accounts a message test sends to, by who they are (README, 演示账号). */
export const DEMO_STAFF = {
  /** 平台管理员, company 1. */
  platform: '13800000000',
  /** 张伟, company 2's administrator (trial: plan C's areas). */
  admin: '13800000001',
  /** 李娜, company 2's sales: 数据权限 本级, her own customers, opportunities and tasks. */
  sales: '13800000002',
  /** 王强, company 3's administrator (plan B: no purchasing). */
  admin3: '13800000003',
  /** 陈刚, company 2's field engineer (数据权限 全部; tasks, projects, customers, stock-outs; no finance). */
  engineer: '13800000004',
} as const;

export type DemoStaff = Record<keyof typeof DEMO_STAFF, number>;

/** The ids of the demo accounts. */
export async function demoStaffIds(db: Db): Promise<DemoStaff> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, Object.values(DEMO_STAFF)));
  const idOf = (phone: string) => rows.find((row) => row.username === phone)!.id;
  return Object.fromEntries(Object.entries(DEMO_STAFF).map(([who, phone]) => [who, idOf(phone)])) as DemoStaff;
}

/** What a user has received of one kind, oldest first: what their 消息中心 shows of it. */
export async function inbox(
  db: Db,
  userId: number,
  kind: MessageKind,
): Promise<{ title: string; content: string; link: string | null }[]> {
  return db
    .select({ title: messages.title, content: messages.content, link: messages.link })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.kind, kind)))
    .orderBy(asc(messages.id));
}

/** The titles a user has received of one kind, oldest first. */
export const titlesOf = async (db: Db, userId: number, kind: MessageKind) =>
  (await inbox(db, userId, kind)).map((message) => message.title);

/** Turns a kind off for a user, as 个人中心 › 消息设置 does, for the rest of the test or until `turnOn`. */
export const turnOff = (db: Db, userId: number, kind: MessageKind) =>
  db.insert(messageOptOuts).values({ userId, kind }).onConflictDoNothing();

export const turnOn = (db: Db, userId: number, kind: MessageKind) =>
  db.delete(messageOptOuts).where(and(eq(messageOptOuts.userId, userId), eq(messageOptOuts.kind, kind)));

/** Empties every inbox and turns every kind back on. */
export async function clearMessages(db: Db): Promise<void> {
  await db.delete(messages);
  await db.delete(messageOptOuts);
}
