import { NotificationRejected } from '../../adapters/payment/PaymentProvider';
import type { App, AppContext } from '../../context';
import { applyPayment, logRejectedNotification } from './applyPayment';
import { loadCatalogue } from './currentPlan';
import { applyRefundNotice } from './refundOrder';

export const NOTIFY_PATH = '/api/wechat/notify';

/**
 * `POST /api/wechat/notify`: where the payment provider (or the sandbox page) reports a payment, and how a
 * refund ended (WeChat Pay: REFUND.* events, to the same URL). The raw body is kept for the signature check; a
 * genuine notification is applied once (see applyPayment, applyRefundNotice). Answers as WeChat Pay expects:
 * 200 `{code: 'SUCCESS'}` when handled (a replay too), 4xx `{code: 'FAIL', message}` otherwise.
 */
export async function notifyRoutes(app: App, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      NOTIFY_PATH,
      { config: { public: true }, schema: { summary: '支付结果通知', operationId: 'paymentNotify' } },
      async (request, reply) => {
        const provider = ctx.payment.name;
        const raw = typeof request.body === 'string' ? request.body : '';
        let notice;
        try {
          notice = await ctx.payment.readNotification(request.headers, raw);
        } catch (error) {
          const reason = error instanceof NotificationRejected ? error.message : '通知无法处理';
          if (!(error instanceof NotificationRejected))
            request.log.error({ err: error }, 'payment notification failed');
          await logRejectedNotification(ctx.database.db, provider, reason, request.ip);
          return reply.code(401).send({ code: 'FAIL', message: reason });
        }
        const result =
          notice.kind === 'refund'
            ? await applyRefundNotice(ctx.database.db, provider, notice, request.ip)
            : await applyPayment(ctx.database.db, await loadCatalogue(ctx.catalog), provider, notice, request.ip);
        if (result.outcome === 'refused') {
          request.log.warn({ orderNo: notice.orderNo, reason: result.reason }, 'payment notification refused');
          return reply.code(400).send({ code: 'FAIL', message: result.reason });
        }
        return { code: 'SUCCESS', message: result.outcome === 'applied' ? '成功' : '已处理' };
      },
    );
  });
}
