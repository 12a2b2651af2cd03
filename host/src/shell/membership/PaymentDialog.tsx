import { useEffect, useRef, useState } from 'react';
import { MEMBERSHIP_MESSAGES, PAYMENT_POLL_LIMIT_MS, PAYMENT_POLL_MS } from '@yjf/domain/membership';
import { formatMoney } from '@yjf/domain/money';
import { orderStatus, redrawQrCode } from '@yjf/api/membership';
import { Button, Link, Message, Modal, Notification, Typography } from '@yjf/ui/arcoCore';
import { IconRefresh } from '@arco-design/web-react/icon';
import type { PlacedOrder } from './MembershipDialog';

type Props = {
  order: PlacedOrder | null;
  userid: number | undefined;
  onClose: () => void;
  /** The order is paid: the user's plan has changed. */
  onPaid: () => void;
};

/**
 * 扫码支付 (spec section 4, Payment): the order total and its QR code, redrawn on request; the order is
 * asked after every 5 s until it is paid (success message, or how a payment that met a changed plan settled;
 * close, the user reloaded), it has closed, the dialog closes, or 30 minutes have passed. 支付完成 and 拒绝支付
 * only close the dialog.
 */
export function PaymentDialog({ order, userid, onClose, onPaid }: Props) {
  const [qrUrl, setQrUrl] = useState<string | null>(null);
  const [closedOrder, setClosedOrder] = useState(false);
  const handlers = useRef({ onPaid, onClose });
  handlers.current = { onPaid, onClose };

  useEffect(() => {
    setQrUrl(order?.qrUrl ?? null);
    setClosedOrder(false);
  }, [order]);

  useEffect(() => {
    if (!order || !userid) return;
    const started = Date.now();
    let stopped = false;
    const timer = window.setInterval(async () => {
      if (Date.now() - started >= PAYMENT_POLL_LIMIT_MS) return stop();
      const status = await orderStatus(order.orderNo, userid).catch(() => null);
      if (stopped || !status) return;
      if (status.result === 1) {
        stop();
        // A payment that arrived after the plan had changed settled at its value: the payer reads how.
        if (status.note) Notification.info({ title: '支付成功', content: status.note, duration: 0 });
        else Message.success(MEMBERSHIP_MESSAGES.paid);
        handlers.current.onPaid();
      } else if (status.closed) {
        stop();
        setClosedOrder(true);
      }
    }, PAYMENT_POLL_MS);
    function stop() {
      stopped = true;
      window.clearInterval(timer);
    }
    return stop;
  }, [order, userid]);

  useEffect(() => () => void (qrUrl && URL.revokeObjectURL(qrUrl)), [qrUrl]);

  const redraw = async () => {
    if (!order) return;
    const image = await redrawQrCode(order.orderNo).catch(() => null);
    if (image) setQrUrl(URL.createObjectURL(image));
  };

  return (
    <Modal
      title="扫码支付"
      visible={!!order}
      onCancel={onClose}
      style={{ width: 400 }}
      footer={
        <>
          <Button onClick={onClose}>拒绝支付</Button>
          <Button type="primary" onClick={onClose}>
            支付完成
          </Button>
        </>
      }
      unmountOnExit
    >
      <div className="payment-qr">
        <Typography.Text>
          订单金额{' '}
          <Typography.Text style={{ fontSize: 22, color: 'rgb(var(--red-6))' }}>
            {formatMoney(order?.totalFen)}
          </Typography.Text>
        </Typography.Text>
        {qrUrl && <img src={qrUrl} alt="支付二维码" />}
        {closedOrder ? (
          <Typography.Text type="warning">订单已失效（超过 30 分钟未支付或已重新下单），请重新下单</Typography.Text>
        ) : (
          <Typography.Text type="secondary">请使用微信扫一扫完成支付</Typography.Text>
        )}
        <Link onClick={redraw} icon={<IconRefresh />}>
          刷新二维码
        </Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          订单号 {order?.orderNo}
        </Typography.Text>
      </div>
    </Modal>
  );
}
