import type { DeclineCode } from "./provider";

/** What a driver is told about a declined payment, the same whichever provider declined it. */
const declineReasons: Record<DeclineCode, string> = {
  card_declined:
    "Your card was declined and you have not been charged. Try another card, or another way to pay.",
  insufficient_funds:
    "Your card was declined for insufficient funds and you have not been charged. Try another card, or another way to pay.",
  expired_card:
    "Your card has expired and you have not been charged. Use another card, or another way to pay.",
  authentication_required:
    "Your bank needs to confirm this payment before it can go through, and it cannot be confirmed here. Use another card, or ask your bank.",
  authentication_failed:
    "Your bank could not confirm it was you. You have not been charged. Try again or use another card or method.",
  processing_error:
    "Your payment could not be processed and you have not been charged. Please try again.",
  payment_cancelled:
    "You did not pay on the payment page (you left it, or it closed after a while), so you have not been charged. Choose how to pay.",
};

export function declineReason(code: DeclineCode): string {
  return declineReasons[code];
}

/** A saved card or wallet token the provider no longer recognises. */
export const unusablePaymentMethodReason =
  "This payment method can no longer be used. Choose another way to pay.";
