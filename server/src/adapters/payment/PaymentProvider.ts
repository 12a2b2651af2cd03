/**
 * A mobile payment provider that takes a QR-code (native) payment: it creates the provider's order and says
 * what URL the QR encodes, reads the provider's notifications after checking they are genuine, and refunds a
 * paid order. Chosen by PAYMENT_PROVIDER: `sandbox` (default, the server's own payment page) or `wechat`
 * (WeChat Pay API v3).
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'wechat';
  /** Creates the provider's order; answers the code URL the QR code encodes. Rejects with a readable message. */
  createNativeOrder(order: NativeOrder): Promise<{ codeUrl: string }>;
  /**
   * Checks a notification is genuine (signature over the raw body and headers) and reads it. Throws
   * `NotificationRejected` when it is not genuine or cannot be read; the caller answers the provider 4xx.
   */
  readNotification(headers: NotificationHeaders, rawBody: string): Promise<PaymentNotice | RefundNotice>;
  /**
   * Closes an unpaid order at the provider, so its QR code can no longer be paid (a newer order replaced it).
   * Rejects with a readable message when the provider refuses (it was paid meanwhile) or cannot be reached.
   */
  closeOrder(orderNo: string): Promise<void>;
  /**
   * Asks the provider to refund a paid order. The same `refundNo` (the provider's `out_refund_no`) asked again
   * is the same refund, never a second one. Rejects with `ProviderRefusal` when the provider answered and
   * refused (no refund was made), with another Error when the outcome is unknown (unreachable, a server error, an
   * answer that is not genuine): then the same `refundNo` may be asked again, or queried.
   */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /** Where a refund stands at the provider; null when the provider has no such refund. Rejects as `refund`. */
  queryRefund(refundNo: string): Promise<RefundAnswer | null>;
}

/** A refund asked of the provider: all of a paid order's money, back the way it came. */
export type RefundRequest = {
  /** The paid order (`out_trade_no`). */
  orderNo: string;
  /** Ours, unique (`out_refund_no`): what makes asking again safe. */
  refundNo: string;
  /** In fen: what to refund, and what the order was paid. */
  amountFen: number;
  totalFen: number;
  /** What the payer's phone shows as the reason. */
  reason: string;
};

/** processing: asked, not done; success: the money is on its way back; failed: closed or stuck, not refunded. */
export type RefundState = 'processing' | 'success' | 'failed';

/** A refund as the provider answered or queried it. */
export type RefundAnswer = {
  refundNo: string;
  /** The provider's id of the refund ('' when it gave none). */
  refundId: string;
  state: RefundState;
  /** The provider's own word for the state (WeChat Pay: SUCCESS, PROCESSING, CLOSED, ABNORMAL). */
  providerStatus: string;
  /** The answer as the provider sent it, kept with the refund as the record of what it said. */
  raw: string;
};

/** A genuine refund notification: how a refund the provider was processing ended. */
export type RefundNotice = RefundAnswer & {
  kind: 'refund';
  orderNo: string;
  /** In fen: the amount refunded. */
  amountFen: number;
};

/** The provider answered and refused a request: nothing was made, and its message says why. */
export class ProviderRefusal extends Error {
  constructor(
    message: string,
    /** The provider's code for the refusal (WeChat Pay: RESOURCE_NOT_EXISTS, NOT_ENOUGH, ...), or ''. */
    readonly code = '',
  ) {
    super(message);
  }
}

export type NativeOrder = {
  /** Our order number (spec section 9), the provider's `out_trade_no`. */
  orderNo: string;
  /** In fen. */
  amountFen: number;
  /** What the payer's phone shows: 云交付会员-专业版（B 套餐）2 年. */
  description: string;
  /** When the payment may no longer be made. */
  expiresAt: Date;
  /** The address the browser reached this server at (the sandbox's page lives there unless PUBLIC_URL says). */
  origin?: string;
};

/** What a genuine payment notification says. Only `paid` notices change an order. */
export type PaymentNotice = {
  kind?: 'payment';
  orderNo: string;
  amountFen: number;
  /** The provider's transaction id. */
  transactionId: string;
  paid: boolean;
};

export type NotificationHeaders = Record<string, string | string[] | undefined>;

/** A notification that is not genuine or cannot be read. */
export class NotificationRejected extends Error {}
