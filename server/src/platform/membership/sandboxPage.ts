import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isPaidStatus } from '@yjf/domain/membership';
import { formatMoney } from '@yjf/domain/money';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from '@yjf/domain/zod';
import { sandboxNotification, sandboxPagePath } from '../../adapters/payment/sandboxPay';
import type { App, AppContext } from '../../context';
import { NOTIFY_PATH } from './notifyRoutes';
import { isPayable, ORDER_CLOSED } from './orderState';
import { membershipOrders } from './schema';

const paramsSchema = z.object({ orderNo: z.string().max(40) });

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A small page in the style of a phone's payment screen. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;color:#1d2129}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:8px;padding:28px 24px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
h1{font-size:18px;margin:0 0 4px}.tip{color:#86909c;font-size:13px;margin:0 0 20px}
.amount{font-size:34px;font-weight:600;margin:12px 0 20px;text-align:center}
dl{display:grid;grid-template-columns:88px 1fr;gap:8px 12px;font-size:14px;margin:0 0 24px}dt{color:#86909c}dd{margin:0;word-break:break-all}
button{width:100%;height:44px;border:0;border-radius:6px;background:#07c160;color:#fff;font-size:16px;cursor:pointer}
.sandbox{margin:0 0 20px;padding:10px 12px;border-radius:6px;background:#fff7e8;color:#d25f00;font-size:14px;line-height:1.6}
.done{color:#00b42a;font-size:16px;text-align:center}.fail{color:#f53f3f;font-size:15px;text-align:center}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox payment page the QR code opens (`/pay/sandbox/:orderNo`): the order and a 确认支付 button, which
 * sends a signed notification to the notify endpoint, as a real provider's server would. Only with the
 * sandbox provider; with WeChat Pay these pages do not exist.
 */
export async function sandboxPageRoutes(app: App, ctx: AppContext): Promise<void> {
  const config = ctx.config.payment;
  if (config.provider !== 'sandbox') return;
  const secret = config.sandboxSecret;
  const db = ctx.database.db;

  const findOrder = async (orderNo: string) =>
    (await db.select().from(membershipOrders).where(eq(membershipOrders.orderNo, orderNo)))[0];

  app.get(
    '/pay/sandbox/:orderNo',
    { schema: { summary: '沙箱支付页面', operationId: 'sandboxPayPage', params: paramsSchema } },
    async (request, reply) => {
      const order = await findOrder(request.params.orderNo);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!order) return reply.code(404).send(page('订单不存在', '<p class="fail">订单不存在或已失效</p>'));
      const details = `<dl><dt>商品</dt><dd>云交付会员 ${escape(order.planCode)} 套餐${order.type === 2 ? '（升级）' : `（${order.years} 年）`}</dd>
<dt>订单号</dt><dd>${escape(order.orderNo)}</dd><dt>收款方</dt><dd>云交付（沙箱）</dd></dl>`;
      const action = isPaidStatus(order.status)
        ? '<p class="done">该订单已支付</p>'
        : !isPayable(order)
          ? `<p class="fail">${ORDER_CLOSED}</p>`
          : `<form method="post" action="${escape(sandboxPagePath(order.orderNo))}/confirm"><button type="submit">确认支付</button></form>`;
      return page(
        '云交付会员支付',
        `<h1>云交付会员支付</h1><p class="sandbox" role="note"><strong>沙箱测试支付，不收取任何费用。</strong>这是云交付服务器自带的模拟支付页面，不会产生真实扣款；确认后只模拟一次支付成功。</p><div class="amount">${formatMoney(order.amountFen)}</div>${details}${action}`,
      );
    },
  );

  // The page's form posts as a browser form does; its body carries nothing the confirmation needs.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/pay/sandbox/:orderNo/confirm',
        { schema: { summary: '沙箱确认支付', operationId: 'sandboxPayConfirm', params: paramsSchema } },
        async (request, reply) => {
          const order = await findOrder(request.params.orderNo);
          reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
          if (!order) return reply.code(404).send(page('订单不存在', '<p class="fail">订单不存在或已失效</p>'));
          if (!isPayable(order)) {
            return reply.code(400).send(page('支付失败', `<h1>支付失败</h1><p class="fail">${ORDER_CLOSED}</p>`));
          }
          const { body, headers } = sandboxNotification(secret, {
            orderNo: order.orderNo,
            amountFen: order.amountFen,
            transactionId: `SANDBOX${Date.now()}${randomBytes(4).toString('hex')}`,
            paid: true,
          });
          const answer = await app.inject({ method: 'POST', url: NOTIFY_PATH, headers, payload: body });
          if (answer.statusCode !== 200) {
            const message = (answer.json() as { message?: string }).message ?? '支付失败';
            return reply.code(400).send(page('支付失败', `<h1>支付失败</h1><p class="fail">${escape(message)}</p>`));
          }
          return page(
            '支付成功',
            `<h1>支付成功</h1><div class="amount">${formatMoney(order.amountFen)}</div><p class="done">支付成功，请回到云交付查看会员状态</p>`,
          );
        },
      );
  });
}
