import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatPayConfig } from '../../config';
import { NotificationRejected, ProviderRefusal, type NativeOrder, type RefundRequest } from './PaymentProvider';
import { wechatPay } from './wechatPay';
import {
  encryptResource,
  merchantAuthorization,
  signedByMerchant,
  wechatSignature,
} from '../../../test/wechatPaySigning';

const pem = (pair: crypto.KeyPairKeyObjectResult) => ({
  privateKeyPem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
});
const merchant = pem(crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }));
const platform = pem(crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }));
const stranger = pem(crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }));
const randomKey = () => crypto.randomBytes(16).toString('hex'); // 32 characters, 32 utf8 bytes
const apiV3Key = randomKey();

const baseConfig = (overrides: Partial<WechatPayConfig> = {}): WechatPayConfig => ({
  provider: 'wechat',
  mchId: '1900000109',
  appId: 'wxd678efh567hg6787',
  serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  privateKeyPem: merchant.privateKeyPem,
  apiV3Key,
  platformPublicKeyPem: platform.publicKeyPem,
  platformSerial: undefined,
  notifyUrl: 'https://example.com/api/payments/wechat/notify',
  endpoint: 'http://127.0.0.1:1',
  ...overrides,
});

describe('wechatPay calls: orders, closing, refunds', () => {
  type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string; signed: boolean };
  let server: http.Server;
  let received: Received[] = [];
  /** What the fake WeChat Pay answers next; `signedWith` null sends the answer unsigned. */
  let answer: { status: number; body: unknown; signedWith?: string | null; timestamp?: number } = {
    status: 200,
    body: {},
  };
  let endpoint = '';

  /** Checks the Authorization header as WeChat Pay does, with the merchant's public key. */
  const signatureValid = (req: http.IncomingMessage, body: string) => {
    const fields = merchantAuthorization(req);
    if (!fields) return false;
    if (fields.mchid !== '1900000109' || fields.serial_no !== '5157F09EFDC096DE15EBE81A47057A7232F1B8E1') return false;
    if (!/^[0-9A-Za-z]{32}$/.test(fields.nonce_str ?? '')) return false;
    if (Math.abs(Number(fields.timestamp) - Date.now() / 1000) > 60) return false;
    return signedByMerchant(req, body, fields, merchant.publicKeyPem);
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const signed = signatureValid(req, body);
        received.push({ method: req.method!, url: req.url!, headers: req.headers, body, signed });
        res.setHeader('content-type', 'application/json');
        if (!signed) {
          res.statusCode = 401;
          res.end(JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' }));
          return;
        }
        res.statusCode = answer.status;
        const text = answer.status === 204 ? '' : JSON.stringify(answer.body);
        // WeChat Pay signs its answers with the platform's key, as it signs notifications.
        if (answer.signedWith !== null)
          for (const [name, value] of Object.entries(
            wechatSignature(text, answer.signedWith ?? platform.privateKeyPem, answer.timestamp),
          ))
            res.setHeader(name, value);
        res.end(text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    received = [];
    answer = { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=abc' } };
  });

  const order: NativeOrder = {
    orderNo: 'YJF202611230001',
    amountFen: 199900,
    description: '云交付会员-专业版（B 套餐）2 年',
    expiresAt: new Date('2026-11-23T02:34:56.000Z'),
  };

  it('sends a signed order to /v3/pay/transactions/native and answers the code URL', async () => {
    const result = await wechatPay(baseConfig({ endpoint })).createNativeOrder(order);
    expect(result).toEqual({ codeUrl: 'weixin://wxpay/bizpayurl?pr=abc' });
    expect(received).toHaveLength(1);
    const request = received[0]!;
    expect(request.signed).toBe(true);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v3/pay/transactions/native');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toBeTruthy();
    expect(JSON.parse(request.body)).toEqual({
      appid: 'wxd678efh567hg6787',
      mchid: '1900000109',
      description: '云交付会员-专业版（B 套餐）2 年',
      out_trade_no: 'YJF202611230001',
      time_expire: '2026-11-23T10:34:56+08:00',
      notify_url: 'https://example.com/api/payments/wechat/notify',
      amount: { total: 199900, currency: 'CNY' },
    });
  });

  it('uses a fresh nonce for each request', async () => {
    const provider = wechatPay(baseConfig({ endpoint }));
    await provider.createNativeOrder(order);
    await provider.createNativeOrder(order);
    const nonces = received.map((request) => /nonce_str="([^"]+)"/.exec(request.headers.authorization!)![1]);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('is refused by WeChat Pay when signed with another private key', async () => {
    const provider = wechatPay(baseConfig({ endpoint, privateKeyPem: stranger.privateKeyPem }));
    await expect(provider.createNativeOrder(order)).rejects.toThrow('微信支付下单失败：签名错误');
    expect(received[0]!.signed).toBe(false);
  });

  it("rejects with WeChat Pay's message when the order is refused", async () => {
    answer = { status: 400, body: { code: 'PARAM_ERROR', message: '参数错误' } };
    await expect(wechatPay(baseConfig({ endpoint })).createNativeOrder(order)).rejects.toThrow(
      '微信支付下单失败：参数错误',
    );
  });

  it('rejects with a Chinese message when WeChat Pay cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      wechatPay(baseConfig({ endpoint: `http://127.0.0.1:${port}` })).createNativeOrder(order),
    ).rejects.toThrow('微信支付暂时无法连接，请稍后再试');
  });
  it('closes an order with a signed POST naming the merchant, and answers nothing when WeChat Pay says 204', async () => {
    answer = { status: 204, body: {} };
    await expect(wechatPay(baseConfig({ endpoint })).closeOrder('0z9g3c0c1795000000000vip')).resolves.toBeUndefined();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      signed: true,
      method: 'POST',
      url: '/v3/pay/transactions/out-trade-no/0z9g3c0c1795000000000vip/close',
    });
    expect(JSON.parse(received[0]!.body)).toEqual({ mchid: '1900000109' });
  });

  it('rejects a close that WeChat Pay refuses, with its message (the order was paid meanwhile)', async () => {
    answer = { status: 400, body: { code: 'ORDERPAID', message: '订单已支付' } };
    await expect(wechatPay(baseConfig({ endpoint })).closeOrder('0z9g3c0c1795000000000vip')).rejects.toThrow(
      '微信支付关单失败：订单已支付',
    );
  });

  it('refuses an answer that WeChat Pay did not sign: unsigned, signed by another key, or too old', async () => {
    answer = { status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=forged' }, signedWith: null };
    await expect(wechatPay(baseConfig({ endpoint })).createNativeOrder(order)).rejects.toThrow(
      '微信支付下单失败：应答缺少签名',
    );
    answer = { ...answer, signedWith: stranger.privateKeyPem };
    await expect(wechatPay(baseConfig({ endpoint })).createNativeOrder(order)).rejects.toThrow(
      '微信支付下单失败：应答签名验证失败',
    );
    answer = { ...answer, signedWith: undefined, timestamp: Math.floor(Date.now() / 1000) - 6 * 60 };
    await expect(wechatPay(baseConfig({ endpoint })).createNativeOrder(order)).rejects.toThrow(
      '微信支付下单失败：应答已过期',
    );
  });

  const refundRequest: RefundRequest = {
    orderNo: '0z9g3c0c1795000000000vip',
    refundNo: '0z9g3c0c1795000000000vipR1',
    amountFen: 1_088_000,
    totalFen: 1_088_000,
    reason: '套餐已变化，平台退款',
  };
  /** A refund as WeChat Pay's refund call and its query describe it. */
  const refundAnswer = (status: string, overrides: Record<string, unknown> = {}) => ({
    refund_id: '50000000382019052709732678859',
    out_refund_no: refundRequest.refundNo,
    transaction_id: '1217752501201407033233368018',
    out_trade_no: refundRequest.orderNo,
    channel: 'ORIGINAL',
    user_received_account: '招商银行信用卡0403',
    create_time: '2026-11-26T10:00:00+08:00',
    status,
    funds_account: 'AVAILABLE',
    amount: { total: 1_088_000, refund: 1_088_000, payer_total: 1_088_000, payer_refund: 1_088_000, currency: 'CNY' },
    ...overrides,
  });

  it('asks for a refund with a signed POST to /v3/refund/domestic/refunds, and reads its signed answer', async () => {
    answer = { status: 200, body: refundAnswer('PROCESSING') };
    const refund = await wechatPay(baseConfig({ endpoint })).refund(refundRequest);
    expect(refund).toEqual({
      refundNo: refundRequest.refundNo,
      refundId: '50000000382019052709732678859',
      state: 'processing',
      providerStatus: 'PROCESSING',
      raw: JSON.stringify(refundAnswer('PROCESSING')),
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ signed: true, method: 'POST', url: '/v3/refund/domestic/refunds' });
    expect(JSON.parse(received[0]!.body)).toEqual({
      out_trade_no: '0z9g3c0c1795000000000vip',
      out_refund_no: '0z9g3c0c1795000000000vipR1',
      reason: '套餐已变化，平台退款',
      notify_url: 'https://example.com/api/payments/wechat/notify',
      amount: { refund: 1_088_000, total: 1_088_000, currency: 'CNY' },
    });
  });

  it.each([
    ['SUCCESS', 'success'],
    ['CLOSED', 'failed'],
    ['ABNORMAL', 'failed'],
  ])('reads a refund answered %s as %s', async (status, state) => {
    answer = { status: 200, body: refundAnswer(status) };
    await expect(wechatPay(baseConfig({ endpoint })).refund(refundRequest)).resolves.toMatchObject({
      state,
      providerStatus: status,
    });
  });

  it('rejects a refused refund with ProviderRefusal (nothing refunded), and an unknown outcome otherwise', async () => {
    answer = { status: 403, body: { code: 'NOT_ENOUGH', message: '基本账户余额不足，请充值后重新发起' } };
    const refused = await wechatPay(baseConfig({ endpoint }))
      .refund(refundRequest)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderRefusal);
    expect(refused).toMatchObject({
      code: 'NOT_ENOUGH',
      message: '微信支付退款失败：基本账户余额不足，请充值后重新发起',
    });

    // A system error may have refunded or not: not a refusal, so the same refund number is asked again.
    answer = { status: 500, body: { code: 'SYSTEM_ERROR', message: '系统超时' } };
    const unknown = await wechatPay(baseConfig({ endpoint }))
      .refund(refundRequest)
      .catch((e: unknown) => e);
    expect(unknown).not.toBeInstanceOf(ProviderRefusal);
    expect((unknown as Error).message).toBe('微信支付退款失败：系统超时');

    // Genuine, but about another refund, or in a state it does not name: not taken as this refund's.
    answer = { status: 200, body: refundAnswer('SUCCESS', { out_refund_no: 'another' }) };
    await expect(wechatPay(baseConfig({ endpoint })).refund(refundRequest)).rejects.toThrow(
      '微信支付退款失败：应答内容不完整',
    );
    answer = { status: 200, body: refundAnswer('SUCCESS'), signedWith: stranger.privateKeyPem };
    const forged = await wechatPay(baseConfig({ endpoint }))
      .refund(refundRequest)
      .catch((e: unknown) => e);
    expect(forged).not.toBeInstanceOf(ProviderRefusal);
    expect((forged as Error).message).toBe('微信支付退款失败：应答签名验证失败');
  });

  it('queries a refund with a signed GET, and answers null for a refund WeChat Pay does not have', async () => {
    answer = { status: 200, body: refundAnswer('SUCCESS') };
    const provider = wechatPay(baseConfig({ endpoint }));
    await expect(provider.queryRefund(refundRequest.refundNo)).resolves.toMatchObject({
      state: 'success',
      refundId: '50000000382019052709732678859',
    });
    expect(received[0]).toMatchObject({
      signed: true,
      method: 'GET',
      url: '/v3/refund/domestic/refunds/0z9g3c0c1795000000000vipR1',
      body: '',
    });
    expect(received[0]!.headers['content-type']).toBeUndefined();

    answer = { status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' } };
    await expect(provider.queryRefund(refundRequest.refundNo)).resolves.toBeNull();
    answer = { status: 400, body: { code: 'PARAM_ERROR', message: '参数错误' } };
    await expect(provider.queryRefund(refundRequest.refundNo)).rejects.toThrow('微信支付退款查询失败：参数错误');
  });
});

describe('wechatPay.readNotification', () => {
  type TransactionOverrides = Record<string, unknown>;
  const transaction = (overrides: TransactionOverrides = {}) => ({
    mchid: '1900000109',
    appid: 'wxd678efh567hg6787',
    out_trade_no: 'YJF202611230001',
    transaction_id: '4200000001202611230000000001',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    success_time: '2026-11-23T10:30:00+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: 199900, payer_total: 199900, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides,
  });

  type NotificationOptions = {
    transaction?: TransactionOverrides;
    /** The resource of another kind of notification (a refund's), instead of the transaction. */
    resource?: object;
    eventType?: string;
    key?: string;
    signingKey?: string;
    timestamp?: number;
    serial?: string;
    associatedData?: string;
  };

  /** A notification exactly as WeChat Pay sends it: headers and raw body. */
  const notification = (options: NotificationOptions = {}) => {
    const resourceNonce = crypto.randomBytes(6).toString('hex');
    const associatedData = options.associatedData ?? 'transaction';
    const rawBody = JSON.stringify({
      id: 'EV-2018022511223320873',
      create_time: '2026-11-23T10:30:00+08:00',
      resource_type: 'encrypt-resource',
      event_type: options.eventType ?? 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: encryptResource(
          JSON.stringify(options.resource ?? transaction(options.transaction)),
          options.key ?? apiV3Key,
          resourceNonce,
          associatedData,
        ),
        associated_data: associatedData,
        nonce: resourceNonce,
      },
    });
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = crypto.randomBytes(16).toString('hex');
    const signature = crypto
      .sign(
        'RSA-SHA256',
        Buffer.from(`${timestamp}\n${nonce}\n${rawBody}\n`),
        options.signingKey ?? platform.privateKeyPem,
      )
      .toString('base64');
    const headers: Record<string, string | undefined> = {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': options.serial ?? 'PUB_KEY_ID_0114232134912410000000000000',
      'content-type': 'application/json',
    };
    return { headers, rawBody };
  };

  const read = (n: ReturnType<typeof notification>, config: Partial<WechatPayConfig> = {}) =>
    wechatPay(baseConfig(config)).readNotification(n.headers, n.rawBody);

  const rejected = async (promise: Promise<unknown>, reason: string) => {
    const error: unknown = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NotificationRejected);
    expect((error as Error).message).toBe(reason);
  };

  it('reads a genuine paid notification', async () => {
    await expect(read(notification())).resolves.toEqual({
      orderNo: 'YJF202611230001',
      amountFen: 199900,
      transactionId: '4200000001202611230000000001',
      paid: true,
    });
  });

  it('reads a genuine notification with empty associated data and the expected serial', async () => {
    const n = notification({ associatedData: '', serial: 'PUB_KEY_ID_1' });
    await expect(read(n, { platformSerial: 'PUB_KEY_ID_1' })).resolves.toMatchObject({ paid: true });
  });

  it('accepts header values given as arrays', async () => {
    const n = notification();
    const headers = Object.fromEntries(Object.entries(n.headers).map(([key, value]) => [key, [value!]]));
    await expect(wechatPay(baseConfig()).readNotification(headers, n.rawBody)).resolves.toMatchObject({
      paid: true,
    });
  });

  it('reads an unpaid (NOTPAY) trade as not paid', async () => {
    const n = notification({ transaction: { trade_state: 'NOTPAY', transaction_id: undefined } });
    await expect(read(n)).resolves.toEqual({
      orderNo: 'YJF202611230001',
      amountFen: 199900,
      transactionId: '',
      paid: false,
    });
  });

  it('reads a successful trade under another event type as not paid', async () => {
    await expect(read(notification({ eventType: 'TRANSACTION.CLOSED' }))).resolves.toMatchObject({ paid: false });
  });

  it('rejects a tampered body', async () => {
    const n = notification();
    const tampered = n.rawBody.replace('EV-2018022511223320873', 'EV-2018022511223320874');
    expect(tampered).not.toBe(n.rawBody);
    await rejected(read({ ...n, rawBody: tampered }), '通知签名验证失败');
  });

  it('rejects a wrong signature', async () => {
    const n = notification();
    const signature = Buffer.from(n.headers['wechatpay-signature']!, 'base64');
    signature[10] = signature[10]! ^ 0xff;
    await rejected(
      read({ ...n, headers: { ...n.headers, 'wechatpay-signature': signature.toString('base64') } }),
      '通知签名验证失败',
    );
    await rejected(
      read({ ...n, headers: { ...n.headers, 'wechatpay-signature': 'not a signature' } }),
      '通知签名验证失败',
    );
  });

  it('rejects a notification signed by another key', async () => {
    await rejected(read(notification({ signingKey: stranger.privateKeyPem })), '通知签名验证失败');
  });

  it('rejects a notification signed with our own merchant key', async () => {
    await rejected(read(notification({ signingKey: merchant.privateKeyPem })), '通知签名验证失败');
  });

  it.each(['wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-signature', 'wechatpay-serial'])(
    'rejects a notification without %s',
    async (name) => {
      const n = notification();
      const headers = { ...n.headers };
      delete headers[name];
      await rejected(read({ ...n, headers }), '通知缺少签名头');
    },
  );

  it('rejects an old or future timestamp', async () => {
    const now = Math.floor(Date.now() / 1000);
    await rejected(read(notification({ timestamp: now - 6 * 60 })), '通知已过期');
    await rejected(read(notification({ timestamp: now + 6 * 60 })), '通知已过期');
    await expect(read(notification({ timestamp: now - 4 * 60 }))).resolves.toMatchObject({ paid: true });
  });

  it('rejects a notification under another serial when the platform serial is set', async () => {
    await rejected(
      read(notification({ serial: 'PUB_KEY_ID_2' }), { platformSerial: 'PUB_KEY_ID_1' }),
      '通知的平台证书序列号不符',
    );
  });

  it('rejects a resource encrypted with another APIv3 key', async () => {
    await rejected(read(notification({ key: randomKey() })), '通知内容无法解密');
  });

  it('rejects a notification whose body is signed but is not JSON', async () => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const rawBody = 'not json';
    const signature = crypto
      .sign('RSA-SHA256', Buffer.from(`${timestamp}\nabc\n${rawBody}\n`), platform.privateKeyPem)
      .toString('base64');
    const headers = {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': 'abc',
      'wechatpay-signature': signature,
      'wechatpay-serial': 'PUB_KEY_ID_1',
    };
    await rejected(wechatPay(baseConfig()).readNotification(headers, rawBody), '通知内容无法解密');
  });

  it('rejects a transaction of another merchant or app', async () => {
    await rejected(read(notification({ transaction: { mchid: '1900000999' } })), '通知不属于本商户');
    await rejected(read(notification({ transaction: { appid: 'wx0000000000000000' } })), '通知不属于本商户');
  });

  /** A refund notification's resource, as WeChat Pay sends it (no appid; `refund_status`). */
  const refundResource = (status: string, overrides: Record<string, unknown> = {}) => ({
    mchid: '1900000109',
    out_trade_no: '0z9g3c0c1795000000000vip',
    transaction_id: '1217752501201407033233368018',
    out_refund_no: '0z9g3c0c1795000000000vipR1',
    refund_id: '50000000382019052709732678859',
    refund_status: status,
    success_time: '2026-11-26T10:03:00+08:00',
    user_received_account: '招商银行信用卡0403',
    amount: { total: 1_088_000, refund: 1_088_000, payer_total: 1_088_000, payer_refund: 1_088_000 },
    ...overrides,
  });

  it.each([
    ['REFUND.SUCCESS', 'SUCCESS', 'success'],
    ['REFUND.ABNORMAL', 'ABNORMAL', 'failed'],
    ['REFUND.CLOSED', 'CLOSED', 'failed'],
  ])('reads a genuine %s notification as a refund %s', async (eventType, status, state) => {
    const resource = refundResource(status);
    const notice = await read(notification({ eventType, resource }));
    expect(notice).toEqual({
      kind: 'refund',
      orderNo: '0z9g3c0c1795000000000vip',
      refundNo: '0z9g3c0c1795000000000vipR1',
      refundId: '50000000382019052709732678859',
      state,
      providerStatus: status,
      amountFen: 1_088_000,
      raw: JSON.stringify(resource),
    });
  });

  it('rejects a refund notification of another merchant, incomplete, or not signed by WeChat Pay', async () => {
    const eventType = 'REFUND.SUCCESS';
    await rejected(
      read(notification({ eventType, resource: refundResource('SUCCESS', { mchid: '1900000999' }) })),
      '通知不属于本商户',
    );
    await rejected(
      read(notification({ eventType, resource: refundResource('SUCCESS', { out_refund_no: undefined }) })),
      '通知内容不完整',
    );
    await rejected(read(notification({ eventType, resource: refundResource('REFUNDED?') })), '通知内容不完整');
    await rejected(
      read(notification({ eventType, resource: refundResource('SUCCESS'), signingKey: stranger.privateKeyPem })),
      '通知签名验证失败',
    );
  });
});
