import { chinaIsoTime } from '@yjf/domain/calendar';
import crypto from 'node:crypto';
import type { WechatPayConfig } from '../../config';
import {
  NotificationRejected,
  type NativeOrder,
  type NotificationHeaders,
  type PaymentNotice,
  type PaymentProvider,
} from './PaymentProvider';

const NATIVE_ORDER_PATH = '/v3/pay/transactions/native';
const closeOrderPath = (orderNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`;
/** A notification whose timestamp is further than this from now is refused (replay window). */
const NOTIFICATION_WINDOW_MS = 5 * 60 * 1000;
const USER_AGENT = 'yunjiaofu-server/1.0 (WeChat Pay API v3)';

/** The `Authorization` header of an API v3 request (WECHATPAY2-SHA256-RSA2048). */
export function authorization(
  config: Pick<WechatPayConfig, 'mchId' | 'serialNo' | 'privateKeyPem'>,
  method: string,
  pathWithQuery: string,
  body: string,
  timestamp: number = Math.floor(Date.now() / 1000),
  nonce: string = crypto.randomBytes(16).toString('hex'),
): string {
  const message = `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
  const signature = crypto.sign('RSA-SHA256', Buffer.from(message, 'utf8'), config.privateKeyPem).toString('base64');
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",` +
    `timestamp="${timestamp}",serial_no="${config.serialNo}"`
  );
}

type Transaction = {
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  mchid?: unknown;
  appid?: unknown;
  amount?: { total?: unknown };
};

type Notification = {
  event_type?: unknown;
  resource?: { algorithm?: unknown; ciphertext?: unknown; associated_data?: unknown; nonce?: unknown };
};

const headerOf = (headers: NotificationHeaders, name: string): string | undefined => {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
};

/** AEAD_AES_256_GCM as WeChat Pay uses it: the last 16 bytes of the base64 ciphertext are the tag. */
function decryptResource(apiV3Key: string, ciphertext: string, nonce: string, associatedData: string): string {
  const data = Buffer.from(ciphertext, 'base64');
  if (data.length <= 16) throw new Error('ciphertext too short');
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** WeChat Pay API v3, Native payment (the payer scans a QR code). */
export function wechatPay(config: WechatPayConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  /** A signed POST to the API: its JSON answer (none for 204), or an Error that starts with `failure`. */
  async function signedPost(pathWithQuery: string, payload: object, failure: string): Promise<Record<string, unknown>> {
    const body = JSON.stringify(payload);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${config.endpoint.replace(/\/+$/, '')}${pathWithQuery}`, {
        method: 'POST',
        headers: {
          Authorization: authorization(config, 'POST', pathWithQuery, body),
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'User-Agent': USER_AGENT,
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      text = await response.text();
    } catch (error) {
      throw new Error('微信支付暂时无法连接，请稍后再试', { cause: error });
    }
    let answer: Record<string, unknown> = {};
    try {
      if (text) answer = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON: reported below from the status.
    }
    if (!response.ok) {
      const reason =
        typeof answer.message === 'string' && answer.message
          ? answer.message
          : typeof answer.code === 'string' && answer.code
            ? answer.code
            : `HTTP ${response.status}`;
      throw new Error(`${failure}：${reason}`);
    }
    return answer;
  }

  return {
    name: 'wechat',

    async createNativeOrder(order: NativeOrder) {
      const answer = await signedPost(
        NATIVE_ORDER_PATH,
        {
          appid: config.appId,
          mchid: config.mchId,
          description: order.description,
          out_trade_no: order.orderNo,
          time_expire: chinaIsoTime(order.expiresAt),
          notify_url: config.notifyUrl,
          amount: { total: order.amountFen, currency: 'CNY' },
        },
        '微信支付下单失败',
      );
      if (typeof answer.code_url !== 'string' || !answer.code_url) {
        throw new Error('微信支付下单失败：应答中没有支付二维码');
      }
      return { codeUrl: answer.code_url };
    },

    async closeOrder(orderNo: string) {
      await signedPost(closeOrderPath(orderNo), { mchid: config.mchId }, '微信支付关单失败');
    },

    async readNotification(headers: NotificationHeaders, rawBody: string): Promise<PaymentNotice> {
      const timestamp = headerOf(headers, 'wechatpay-timestamp');
      const nonce = headerOf(headers, 'wechatpay-nonce');
      const signature = headerOf(headers, 'wechatpay-signature');
      const serial = headerOf(headers, 'wechatpay-serial');
      if (!timestamp || !nonce || !signature || !serial) throw new NotificationRejected('通知缺少签名头');
      if (config.platformSerial && serial !== config.platformSerial) {
        throw new NotificationRejected('通知的平台证书序列号不符');
      }
      if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp) * 1000) > NOTIFICATION_WINDOW_MS) {
        throw new NotificationRejected('通知已过期');
      }

      let genuine: boolean;
      try {
        genuine = crypto.verify(
          'RSA-SHA256',
          Buffer.from(`${timestamp}\n${nonce}\n${rawBody}\n`, 'utf8'),
          config.platformPublicKeyPem,
          Buffer.from(signature, 'base64'),
        );
      } catch {
        genuine = false;
      }
      if (!genuine) throw new NotificationRejected('通知签名验证失败');

      let notification: Notification;
      let transaction: Transaction;
      try {
        notification = JSON.parse(rawBody) as Notification;
        const resource = notification.resource;
        if (
          !resource ||
          resource.algorithm !== 'AEAD_AES_256_GCM' ||
          typeof resource.ciphertext !== 'string' ||
          typeof resource.nonce !== 'string'
        ) {
          throw new Error('unexpected resource');
        }
        const associatedData = typeof resource.associated_data === 'string' ? resource.associated_data : '';
        transaction = JSON.parse(
          decryptResource(config.apiV3Key, resource.ciphertext, resource.nonce, associatedData),
        ) as Transaction;
      } catch {
        throw new NotificationRejected('通知内容无法解密');
      }

      if (transaction.mchid !== config.mchId || transaction.appid !== config.appId) {
        throw new NotificationRejected('通知不属于本商户');
      }
      const total = transaction.amount?.total;
      const paid = notification.event_type === 'TRANSACTION.SUCCESS' && transaction.trade_state === 'SUCCESS';
      // An unpaid trade may have no transaction id yet; a paid one must.
      const transactionId = typeof transaction.transaction_id === 'string' ? transaction.transaction_id : '';
      if (
        typeof transaction.out_trade_no !== 'string' ||
        !transaction.out_trade_no ||
        typeof total !== 'number' ||
        !Number.isInteger(total) ||
        (paid && !transactionId)
      ) {
        throw new NotificationRejected('通知内容不完整');
      }
      return { orderNo: transaction.out_trade_no, amountFen: total, transactionId, paid };
    },
  };
}
