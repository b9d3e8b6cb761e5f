/**
 * A payment token that cannot become a saved card (unknown, used up, not a card, or refused by
 * the card's bank). The message is for the driver, who has to enter the card again.
 */
export class UnusablePaymentToken extends Error {
  override name = "UnusablePaymentToken";
}

/**
 * The provider could not be asked, or gave an answer that is not a result. With `retryable`,
 * asking again with the same idempotency key may succeed and never charges twice.
 */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  readonly retryable: boolean;

  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.retryable = options.retryable;
  }
}
