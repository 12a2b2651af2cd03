import { Notification } from './arcoCore';

/** Spec section 8: submit, add, edit and delete successes are notified for 2500 ms. */
export const NOTICE_MS = 2500;

/** The success notification of a save: 成功 and what was done (新增成功, 编辑成功, 已转为项目). */
export function notifySaved(content: string): void {
  Notification.success({ title: '成功', content, duration: NOTICE_MS });
}
