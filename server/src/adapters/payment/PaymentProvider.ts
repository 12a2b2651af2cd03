/**
 * A mobile payment provider that takes a QR-code (native) payment: it creates the provider's order and says
 * what URL the QR encodes, and it reads the provider's payment notifications after checking they are genuine.
 * Chosen by PAYMENT_PROVIDER: `sandbox` (default, the server's own payment page) or `wechat` (WeChat Pay API v3).
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'wechat';
  /** Creates the provider's order; answers the code URL the QR code encodes. Rejects with a readable message. */
  createNativeOrder(order: NativeOrder): Promise<{ codeUrl: string }>;
  /**
   * Checks a notification is genuine (signature over the raw body and headers) and reads it. Throws
   * `NotificationRejected` when it is not genuine or cannot be read; the caller answers the provider 4xx.
   */
  readNotification(headers: NotificationHeaders, rawBody: string): Promise<PaymentNotice>;
  /**
   * Closes an unpaid order at the provider, so its QR code can no longer be paid (a newer order replaced it).
   * Rejects with a readable message when the provider refuses (it was paid meanwhile) or cannot be reached.
   */
  closeOrder(orderNo: string): Promise<void>;
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

/** What a genuine notification says. Only `paid` notices change an order. */
export type PaymentNotice = {
  orderNo: string;
  amountFen: number;
  /** The provider's transaction id. */
  transactionId: string;
  paid: boolean;
};

export type NotificationHeaders = Record<string, string | string[] | undefined>;

/** A notification that is not genuine or cannot be read. */
export class NotificationRejected extends Error {}
