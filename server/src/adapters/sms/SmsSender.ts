/** Sends the verification codes; the provider is chosen by SMS_PROVIDER. */
export interface SmsSender {
  readonly name: string;
  /** Sends `code` to `phone`; rejects with a message the user may read when the provider refuses. */
  sendCode(phone: string, code: string): Promise<void>;
}
