import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationRejected, type PaymentNotice, type PaymentProvider } from './PaymentProvider';

/** The header the sandbox signs its notifications in: `t=<seconds>,s=<hex HMAC-SHA256 of "t\nbody">`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const REPLAY_WINDOW_S = 300;

/** The sandbox page of an order: what the QR code opens. */
export const sandboxPagePath = (orderNo: string) => `/pay/sandbox/${encodeURIComponent(orderNo)}`;

const sign = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}\n${body}`).digest('hex');

/** A notification as the sandbox page sends it when 确认支付 is pressed: the body and its signature header. */
export function sandboxNotification(
  secret: string,
  notice: PaymentNotice,
  now = Date.now(),
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(notice);
  const timestamp = Math.floor(now / 1000);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},s=${sign(secret, timestamp, body)}`,
    },
  };
}

/**
 * The default payment provider: the QR code opens this server's own payment page, whose 确认支付 sends a
 * signed notification to the same notify endpoint a real provider calls. A refund is made at once (no money
 * moved, none to move back), and a refund it is asked about it does not know: it keeps nothing, so the caller
 * asks again with the same refund number, as it would of a provider that never received the first request.
 * Nothing leaves the machine.
 */
export function sandboxPay(options: { secret: string; publicUrl: string | undefined }): PaymentProvider {
  return {
    name: 'sandbox',
    async createNativeOrder(order) {
      const base = options.publicUrl ?? order.origin ?? '';
      return { codeUrl: `${base.replace(/\/$/, '')}${sandboxPagePath(order.orderNo)}` };
    },
    // The sandbox page reads the order's state from the database: a closed order there is closed here.
    async closeOrder() {},
    async refund(request) {
      const answer = {
        refundNo: request.refundNo,
        refundId: `SANDBOX-${request.refundNo}`,
        state: 'success' as const,
        providerStatus: 'SUCCESS',
      };
      return {
        ...answer,
        raw: JSON.stringify({ ...answer, amountFen: request.amountFen, sandbox: '沙箱退款，未产生真实资金往来' }),
      };
    },
    async queryRefund() {
      return null;
    },
    async readNotification(headers, rawBody) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const match = typeof header === 'string' ? /^t=(\d+),s=([0-9a-f]{64})$/.exec(header) : null;
      if (!match) throw new NotificationRejected('通知缺少签名');
      const timestamp = Number(match[1]);
      if (Math.abs(Date.now() / 1000 - timestamp) > REPLAY_WINDOW_S) throw new NotificationRejected('通知已过期');
      const expected = Buffer.from(sign(options.secret, timestamp, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'))) throw new NotificationRejected('通知签名验证失败');
      let notice: PaymentNotice;
      try {
        notice = JSON.parse(rawBody) as PaymentNotice;
      } catch {
        throw new NotificationRejected('通知内容无法读取');
      }
      if (typeof notice.orderNo !== 'string' || !Number.isInteger(notice.amountFen) || typeof notice.paid !== 'boolean')
        throw new NotificationRejected('通知内容无法读取');
      return {
        orderNo: notice.orderNo,
        amountFen: notice.amountFen,
        transactionId: String(notice.transactionId ?? ''),
        paid: notice.paid,
      };
    },
  };
}
