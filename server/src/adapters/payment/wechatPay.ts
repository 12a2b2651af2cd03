import { chinaIsoTime } from '@yjf/domain/calendar';
import crypto from 'node:crypto';
import type { WechatPayConfig } from '../../config';
import {
  NotificationRejected,
  ProviderRefusal,
  type NativeOrder,
  type NotificationHeaders,
  type PaymentNotice,
  type PaymentProvider,
  type RefundAnswer,
  type RefundNotice,
  type RefundRequest,
  type RefundState,
} from './PaymentProvider';

const NATIVE_ORDER_PATH = '/v3/pay/transactions/native';
const closeOrderPath = (orderNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`;
const REFUNDS_PATH = '/v3/refund/domestic/refunds';
const refundPath = (refundNo: string) => `${REFUNDS_PATH}/${encodeURIComponent(refundNo)}`;
/** A notification or answer whose timestamp is further than this from now is refused (replay window). */
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

/** A refund as the refund call, its query and its notification's resource describe it. */
type Refund = {
  mchid?: unknown;
  out_trade_no?: unknown;
  out_refund_no?: unknown;
  refund_id?: unknown;
  /** The call and the query say `status`, the notification `refund_status`. */
  status?: unknown;
  refund_status?: unknown;
  amount?: { refund?: unknown };
};

const REFUND_STATES: Record<string, RefundState> = {
  SUCCESS: 'success',
  PROCESSING: 'processing',
  CLOSED: 'failed',
  ABNORMAL: 'failed',
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

/** Signed by WeChat Pay: the Wechatpay-* headers of a notification or an answer. */
type SignedBy = { timestamp?: string; nonce?: string; signature?: string; serial?: string };

/**
 * What is wrong with WeChat Pay's signature over `body` (a notification's, or an API answer's), or null when it is
 * genuine: RSA-SHA256 with the platform's public key over "timestamp\nnonce\nbody\n", within the replay window,
 * under the platform serial when one is configured.
 */
function signatureProblem(
  config: Pick<WechatPayConfig, 'platformPublicKeyPem' | 'platformSerial'>,
  { timestamp, nonce, signature, serial }: SignedBy,
  body: string,
): 'missing' | 'serial' | 'expired' | 'invalid' | null {
  if (!timestamp || !nonce || !signature || !serial) return 'missing';
  if (config.platformSerial && serial !== config.platformSerial) return 'serial';
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp) * 1000) > NOTIFICATION_WINDOW_MS)
    return 'expired';
  try {
    const genuine = crypto.verify(
      'RSA-SHA256',
      Buffer.from(`${timestamp}\n${nonce}\n${body}\n`, 'utf8'),
      config.platformPublicKeyPem,
      Buffer.from(signature, 'base64'),
    );
    return genuine ? null : 'invalid';
  } catch {
    return 'invalid';
  }
}

const NOTIFICATION_PROBLEMS = {
  missing: '通知缺少签名头',
  serial: '通知的平台证书序列号不符',
  expired: '通知已过期',
  invalid: '通知签名验证失败',
} as const;
const ANSWER_PROBLEMS = {
  missing: '应答缺少签名',
  serial: '应答的平台证书序列号不符',
  expired: '应答已过期',
  invalid: '应答签名验证失败',
} as const;

/** AEAD_AES_256_GCM as WeChat Pay uses it: the last 16 bytes of the base64 ciphertext are the tag. */
function decryptResource(apiV3Key: string, ciphertext: string, nonce: string, associatedData: string): string {
  const data = Buffer.from(ciphertext, 'base64');
  if (data.length <= 16) throw new Error('ciphertext too short');
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/**
 * WeChat Pay API v3, Native payment (the payer scans a QR code): orders, closing them, refunds and their query,
 * every request signed with the merchant's key and every answer and notification checked against the platform's.
 */
export function wechatPay(config: WechatPayConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  /**
   * A signed call to the API: its JSON answer and the text it came in ({} and '' for 204), once WeChat Pay's
   * signature over the answer is checked. A refusal (4xx) rejects with `ProviderRefusal`; anything whose outcome
   * is unknown (unreachable, 5xx, an answer not genuine) with an Error; both messages start with `failure`.
   */
  async function call(
    method: 'GET' | 'POST',
    pathWithQuery: string,
    payload: object | undefined,
    failure: string,
  ): Promise<{ answer: Record<string, unknown>; text: string }> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${config.endpoint.replace(/\/+$/, '')}${pathWithQuery}`, {
        method,
        headers: {
          Authorization: authorization(config, method, pathWithQuery, body),
          Accept: 'application/json',
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
          'User-Agent': USER_AGENT,
        },
        ...(payload === undefined ? {} : { body }),
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
      const code = typeof answer.code === 'string' ? answer.code : '';
      const reason =
        typeof answer.message === 'string' && answer.message ? answer.message : code || `HTTP ${response.status}`;
      // A 5xx may have been done or not (WeChat Pay: ask again with the same numbers); a 4xx was not.
      if (response.status >= 500) throw new Error(`${failure}：${reason}`);
      throw new ProviderRefusal(`${failure}：${reason}`, code);
    }
    if (text) {
      const problem = signatureProblem(
        config,
        {
          timestamp: response.headers.get('wechatpay-timestamp') ?? undefined,
          nonce: response.headers.get('wechatpay-nonce') ?? undefined,
          signature: response.headers.get('wechatpay-signature') ?? undefined,
          serial: response.headers.get('wechatpay-serial') ?? undefined,
        },
        text,
      );
      if (problem) throw new Error(`${failure}：${ANSWER_PROBLEMS[problem]}`);
    }
    return { answer, text };
  }

  /** A refund as the refund call or its query answered it, checked to be the one asked for. */
  function refundOf(refund: Refund, raw: string, refundNo: string, failure: string): RefundAnswer {
    const providerStatus = typeof refund.status === 'string' ? refund.status : '';
    const state = REFUND_STATES[providerStatus];
    if (refund.out_refund_no !== refundNo || !state) throw new Error(`${failure}：应答内容不完整`);
    return {
      refundNo,
      refundId: typeof refund.refund_id === 'string' ? refund.refund_id : '',
      state,
      providerStatus,
      raw,
    };
  }

  /** A refund notification's resource (REFUND.SUCCESS, REFUND.ABNORMAL, REFUND.CLOSED), decrypted. */
  function refundNoticeOf(refund: Refund, plaintext: string): RefundNotice {
    if (refund.mchid !== config.mchId) throw new NotificationRejected('通知不属于本商户');
    const providerStatus = typeof refund.refund_status === 'string' ? refund.refund_status : '';
    const state = REFUND_STATES[providerStatus];
    const amountFen = refund.amount?.refund;
    if (
      typeof refund.out_trade_no !== 'string' ||
      typeof refund.out_refund_no !== 'string' ||
      !refund.out_refund_no ||
      !state ||
      typeof amountFen !== 'number' ||
      !Number.isInteger(amountFen)
    )
      throw new NotificationRejected('通知内容不完整');
    return {
      kind: 'refund',
      orderNo: refund.out_trade_no,
      refundNo: refund.out_refund_no,
      refundId: typeof refund.refund_id === 'string' ? refund.refund_id : '',
      state,
      providerStatus,
      amountFen,
      raw: plaintext,
    };
  }

  return {
    name: 'wechat',

    async createNativeOrder(order: NativeOrder) {
      const { answer } = await call(
        'POST',
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
      await call('POST', closeOrderPath(orderNo), { mchid: config.mchId }, '微信支付关单失败');
    },

    async refund(request: RefundRequest) {
      const failure = '微信支付退款失败';
      const { answer, text } = await call(
        'POST',
        REFUNDS_PATH,
        {
          out_trade_no: request.orderNo,
          out_refund_no: request.refundNo,
          reason: request.reason.slice(0, 80),
          // The payment's notify URL: one endpoint reads both, by the notification's event type.
          notify_url: config.notifyUrl,
          amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
        },
        failure,
      );
      return refundOf(answer as Refund, text, request.refundNo, failure);
    },

    async queryRefund(refundNo: string) {
      const failure = '微信支付退款查询失败';
      try {
        const { answer, text } = await call('GET', refundPath(refundNo), undefined, failure);
        return refundOf(answer as Refund, text, refundNo, failure);
      } catch (error) {
        if (error instanceof ProviderRefusal && error.code === 'RESOURCE_NOT_EXISTS') return null;
        throw error;
      }
    },

    async readNotification(headers: NotificationHeaders, rawBody: string): Promise<PaymentNotice | RefundNotice> {
      const signedBy = {
        timestamp: headerOf(headers, 'wechatpay-timestamp'),
        nonce: headerOf(headers, 'wechatpay-nonce'),
        signature: headerOf(headers, 'wechatpay-signature'),
        serial: headerOf(headers, 'wechatpay-serial'),
      };
      const problem = signatureProblem(config, signedBy, rawBody);
      if (problem) throw new NotificationRejected(NOTIFICATION_PROBLEMS[problem]);

      let notification: Notification;
      let plaintext: string;
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
        plaintext = decryptResource(config.apiV3Key, resource.ciphertext, resource.nonce, associatedData);
        JSON.parse(plaintext);
      } catch {
        throw new NotificationRejected('通知内容无法解密');
      }
      if (typeof notification.event_type === 'string' && notification.event_type.startsWith('REFUND.'))
        return refundNoticeOf(JSON.parse(plaintext) as Refund, plaintext);
      const transaction = JSON.parse(plaintext) as Transaction;

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
