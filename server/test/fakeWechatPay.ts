import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  encryptResource,
  merchantAuthorization,
  PLATFORM_SERIAL,
  signedByMerchant,
  wechatSignature,
} from './wechatPaySigning';

/** One request the fake received, its Authorization checked against the merchant's public key. */
export type WechatRequest = { method: string; url: string; body: string; signed: boolean };

/** What the fake answers a refund call or query: a status and a body, signed as WeChat Pay signs. */
export type WechatAnswer = { status: number; body?: object };

const pem = (pair: crypto.KeyPairKeyObjectResult) => ({
  privateKeyPem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
});

const MCH_ID = '1900000109';
const APP_ID = 'wxd678efh567hg6787';
const SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';

/**
 * WeChat Pay API v3 on a local port, with keys made for the test: it checks the merchant's signature of every
 * request, signs every answer with the platform's key, answers orders and closes, and answers refund calls and
 * queries from scripts the test sets (a refund unscripted is PROCESSING). `notification` builds a signed,
 * encrypted notification as WeChat Pay posts it. `env` is what the server needs to use it.
 */
export async function startFakeWechatPay() {
  const merchant = pem(crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }));
  const platform = pem(crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }));
  const apiV3Key = crypto.randomBytes(16).toString('hex');
  const received: WechatRequest[] = [];
  const refundAnswers: WechatAnswer[] = [];
  const queryAnswers: WechatAnswer[] = [];

  const signatureHeaders = (body: string) => wechatSignature(body, platform.privateKeyPem);

  const signedByMerchantKey = (req: http.IncomingMessage, body: string) => {
    const fields = merchantAuthorization(req);
    return fields !== null && signedByMerchant(req, body, fields, merchant.publicKeyPem);
  };

  /** A refund as the refund call and its query describe it. */
  const refund = (
    request: { out_trade_no: string; out_refund_no: string; amount: { refund: number; total: number } },
    status: string,
  ) => ({
    refund_id: `5030${request.out_refund_no.replace(/\D/g, '').slice(0, 20)}`,
    out_refund_no: request.out_refund_no,
    transaction_id: `4200${request.out_trade_no.replace(/\D/g, '').slice(0, 20)}`,
    out_trade_no: request.out_trade_no,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    create_time: '2026-11-26T10:00:00+08:00',
    status,
    amount: { total: request.amount.total, refund: request.amount.refund, currency: 'CNY' },
  });
  /** The refunds asked for, by number, for the query to describe. */
  const asked = new Map<
    string,
    { out_trade_no: string; out_refund_no: string; amount: { refund: number; total: number } }
  >();

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const signed = signedByMerchantKey(req, body);
      received.push({ method: req.method!, url: req.url!, body, signed });
      const send = (status: number, payload?: object) => {
        const text = payload === undefined ? '' : JSON.stringify(payload);
        res.writeHead(status, { 'content-type': 'application/json', ...signatureHeaders(text) });
        res.end(text);
      };
      if (!signed) return send(401, { code: 'SIGN_ERROR', message: '签名错误' });
      if (req.url === '/v3/pay/transactions/native') return send(200, { code_url: 'weixin://wxpay/bizpayurl?pr=fake' });
      if (req.url?.endsWith('/close')) return send(204);
      if (req.method === 'POST' && req.url === '/v3/refund/domestic/refunds') {
        const request = JSON.parse(body);
        const scripted = refundAnswers.shift();
        if (scripted && scripted.status !== 200) return send(scripted.status, scripted.body);
        asked.set(request.out_refund_no, request);
        return send(200, scripted?.body ?? refund(request, 'PROCESSING'));
      }
      const queried = /^\/v3\/refund\/domestic\/refunds\/(.+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && queried) {
        const scripted = queryAnswers.shift();
        if (scripted) return send(scripted.status, scripted.body);
        const request = asked.get(decodeURIComponent(queried[1]!));
        return request
          ? send(200, refund(request, 'PROCESSING'))
          : send(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      }
      send(404, { code: 'NOT_FOUND', message: '无此接口' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A notification as WeChat Pay posts it: the event, its resource encrypted with the APIv3 key, signed. */
  const notification = (eventType: string, resource: object) => {
    const nonce = crypto.randomBytes(6).toString('hex');
    const associatedData = eventType.startsWith('REFUND.') ? 'refund' : 'transaction';
    const ciphertext = encryptResource(JSON.stringify(resource), apiV3Key, nonce, associatedData);
    const body = JSON.stringify({
      id: `EV-${crypto.randomBytes(8).toString('hex')}`,
      create_time: '2026-11-26T10:00:00+08:00',
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType,
      resource: {
        original_type: associatedData,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext,
        associated_data: associatedData,
        nonce,
      },
    });
    return { body, headers: { 'content-type': 'application/json', ...signatureHeaders(body) } };
  };

  return {
    endpoint,
    received,
    /** Scripts the next refund calls' answers (200 with a body, or a refusal or error). */
    refundAnswers,
    /** Scripts the next refund queries' answers. */
    queryAnswers,
    /** The refund as WeChat Pay's call and query describe it, for scripting. */
    refund,
    /** A paid order's notification (TRANSACTION.SUCCESS). */
    paid: (orderNo: string, amountFen: number) =>
      notification('TRANSACTION.SUCCESS', {
        mchid: MCH_ID,
        appid: APP_ID,
        out_trade_no: orderNo,
        transaction_id: `4200${orderNo.replace(/\D/g, '').slice(0, 20)}`,
        trade_type: 'NATIVE',
        trade_state: 'SUCCESS',
        amount: { total: amountFen, payer_total: amountFen, currency: 'CNY' },
      }),
    /** How a refund ended (REFUND.SUCCESS, REFUND.ABNORMAL, REFUND.CLOSED). */
    refunded: (status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED', orderNo: string, refundNo: string, amountFen: number) =>
      notification(`REFUND.${status}`, {
        mchid: MCH_ID,
        out_trade_no: orderNo,
        transaction_id: `4200${orderNo.replace(/\D/g, '').slice(0, 20)}`,
        out_refund_no: refundNo,
        refund_id: `5030${refundNo.replace(/\D/g, '').slice(0, 20)}`,
        refund_status: status,
        success_time: '2026-11-26T10:03:00+08:00',
        user_received_account: '支付用户零钱',
        amount: { total: amountFen, refund: amountFen, payer_total: amountFen, payer_refund: amountFen },
      }),
    env: {
      PAYMENT_PROVIDER: 'wechat',
      WECHATPAY_MCHID: MCH_ID,
      WECHATPAY_APPID: APP_ID,
      WECHATPAY_SERIAL_NO: SERIAL,
      WECHATPAY_PRIVATE_KEY: merchant.privateKeyPem,
      WECHATPAY_APIV3_KEY: apiV3Key,
      WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicKeyPem,
      WECHATPAY_PLATFORM_SERIAL: PLATFORM_SERIAL,
      WECHATPAY_NOTIFY_URL: 'https://pay.example.com/api/wechat/notify',
      WECHATPAY_ENDPOINT: endpoint,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeWechatPay = Awaited<ReturnType<typeof startFakeWechatPay>>;
