import { eq } from 'drizzle-orm';
import {
  captchaQuerySchema,
  loginResultSchema,
  loginSchema,
  meInfoSchema,
  messageSchema,
  smsRequestSchema,
} from '@yjf/domain/accountSchemas';
import { z } from '@yjf/domain/zod';
import type { App, AppContext } from '../../context';
import { authOf } from '../../http/callerAuth';
import { clientOf, perClientLimit } from '../../http/clientInfo';
import { AppError, badRequest } from '../../http/errors';
import { drawCaptcha } from './captchaImage';
import { fieldKeyPair } from './rsaKeys';
import { login } from './service';
import { endSession, toSessionUser } from './sessions';
import { CAPTCHA_WRONG, consumeCaptcha, issueCaptcha, issueSmsCode, latestCodes } from './verificationCodes';
import { smsCodes } from './schema';

/** Sign-in, sign-out, the signed-in user, the image captcha and SMS codes (spec section 7, "Authentication"). */
export async function authRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.post(
    '/auth/login',
    {
      config: { public: true, rateLimit: perClientLimit(30, '登录尝试过于频繁，请稍后再试') },
      schema: { summary: '登录', operationId: 'login', body: loginSchema, response: { 200: loginResultSchema } },
    },
    async (request) => login(ctx, request.body, clientOf(request)),
  );

  app.get(
    '/auth/info',
    { schema: { summary: '当前用户信息', operationId: 'currentUser', response: { 200: meInfoSchema } } },
    async (request) => {
      const auth = authOf(request);
      return { user: toSessionUser(auth), logo: auth.company.logo, URL: ctx.config.portalUrl };
    },
  );

  app.delete(
    '/auth/logout',
    { schema: { summary: '退出登录', operationId: 'logout', response: { 200: messageSchema } } },
    async (request) => {
      await endSession(db, authOf(request).sessionId);
      return { message: '已退出登录' };
    },
  );

  app.get(
    '/auth/getImageCode',
    {
      config: { public: true, rateLimit: perClientLimit(30) },
      schema: { summary: '图形验证码', operationId: 'imageCode', querystring: captchaQuerySchema },
    },
    async (request, reply) => {
      const answer = await issueCaptcha(db, request.query.phone);
      // Never stored, as no answer of /auth is (http/securityHeaders.ts).
      return reply.type('image/png').send(await drawCaptcha(answer));
    },
  );

  app.get(
    '/auth/code/imageCode',
    {
      config: { public: true, rateLimit: perClientLimit(10, '获取验证码过于频繁，请稍后再试') },
      schema: {
        summary: '图形验证码（同 GET /auth/getImageCode）',
        operationId: 'imageCodeAlias',
        querystring: smsRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { phone, imageCode } = request.query;
      if (!(await consumeCaptcha(db, phone, imageCode))) throw badRequest(CAPTCHA_WRONG);
      const code = await issueSmsCode(db, phone, request.ip);
      try {
        await ctx.sms.sendCode(phone, code);
      } catch (error) {
        await db.delete(smsCodes).where(eq(smsCodes.phone, phone));
        throw new AppError(502, error instanceof Error ? error.message : '短信发送失败，请稍后再试');
      }
      return { message: '验证码已发送，5 分钟内有效' };
    },
  );

  // The public key of the spec's `updateEmail`, whose password comes RSA-encrypted: the 修改邮箱 dialog of
  // 个人中心 fetches it and encrypts the password with WebCrypto (RSA-OAEP, SHA-256) before it sends the change.
  app.get(
    '/auth/publicKey',
    {
      config: { public: true },
      schema: {
        summary: '密码加密公钥',
        operationId: 'passwordPublicKey',
        response: { 200: z.object({ publicKey: z.string() }) },
      },
    },
    async () => ({ publicKey: (await fieldKeyPair(db)).publicPem }),
  );

  if (ctx.config.devHelpers) {
    // Development helpers (`pnpm dev` and the tests only): read the picture answer and the SMS code of a phone.
    const phoneParams = z.object({ phone: z.string().regex(/^\d{11}$/, '请输入11为手机号') });
    app.get(
      '/dev/captcha/:phone',
      { schema: { summary: '开发：查看手机号最近的图形验证码', operationId: 'devLatestCaptcha', params: phoneParams } },
      async (request) => {
        const { captcha } = await latestCodes(db, request.params.phone);
        if (!captcha) throw new AppError(404, '该手机号没有有效的图形验证码');
        return { answer: captcha };
      },
    );
    app.get(
      '/dev/sms/:phone',
      { schema: { summary: '开发：查看手机号最近的短信验证码', operationId: 'devLatestSms', params: phoneParams } },
      async (request) => {
        const { sms } = await latestCodes(db, request.params.phone);
        if (!sms) throw new AppError(404, '该手机号没有有效的短信验证码');
        return { code: sms };
      },
    );
  }
}
