import { HTTPError, type KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import { messageSchema } from "#contract/answers";
import { purchasedSchema } from "#contract/checkout";
import {
  extensionQuoteSchema,
  manageBookingAnswerSchema,
  managedBookingCancelledSchema,
  type ExtendBookingRequest,
  type ExtensionQuote,
  type ManageBooking,
  type ManageLinkRequest,
} from "#contract/manage-bookings";
import type { CardTokenRequest } from "#contract/payments";
import { hostContext, visitorContext } from "~/upstream/context";
import { createCheckout } from "./checkout.server";
import { refusalBodyOf, refusalOf, type Refusal } from "./refusal";

/**
 * A booking opened with its emailed manage link (contract/manage-bookings.ts, decision 020): no
 * sign-in, the link's token is the key. Reading it, cancelling it, adding time to it while parked,
 * and asking for the links again. A link that is unknown (404) or expired (410) comes back as a
 * refusal with the service's words, for the page to show in place.
 */

export type OpenedBooking = { kind: "opened"; booking: ManageBooking } | Refusal;

function tokenPath(token: string) {
  return `v2/manage-bookings/${encodeURIComponent(token)}`;
}

export function createManageBookings(http: KyInstance) {
  const checkout = createCheckout(http);
  return {
    async open(token: string): Promise<OpenedBooking> {
      try {
        const body = await http.get(tokenPath(token)).json();
        return { kind: "opened", booking: manageBookingAnswerSchema.parse(body).data };
      } catch (error) {
        return refusalOf(error);
      }
    },

    async cancel(token: string) {
      try {
        const body = await http.post(`${tokenPath(token)}/cancel`).json();
        const { message, data } = managedBookingCancelledSchema.parse(body);
        return { kind: "cancelled" as const, message, booking: data };
      } catch (error) {
        return refusalOf(error);
      }
    },

    /** The ends the stay can be extended to now; a refusal says why it cannot be. */
    async extensionQuote(token: string) {
      try {
        const body = await http.get(`${tokenPath(token)}/extension`).json();
        return { kind: "quoted" as const, quote: extensionQuoteSchema.parse(body).data };
      } catch (error) {
        return refusalOf(error);
      }
    },

    /**
     * Pays for added time with a new card, tokenised here as the payment step does. A retry
     * under the same key is charged once.
     */
    async extend(
      token: string,
      end: ExtensionQuote["choices"][number]["end"],
      card: CardTokenRequest,
      key: string,
    ) {
      const paid = await checkout.cardToken(card);
      if (paid.kind === "refused") return paid;
      const json: ExtendBookingRequest = { end, payment_method: "card", payment_token: paid.token };
      try {
        const body = await http
          .post(`${tokenPath(token)}/extension`, { json, headers: { "Idempotency-Key": key } })
          .json();
        return { kind: "extended" as const, bookings: purchasedSchema.parse(body).data.bookings };
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 402) {
          const { message } = await refusalBodyOf(error.response);
          return {
            kind: "refused" as const,
            status: 402,
            message: message || "Your payment was declined and nothing was charged.",
            fields: {},
          };
        }
        return refusalOf(error);
      }
    },

    /** The service answers the same whether or not a booking matched. */
    async requestLinks(request: ManageLinkRequest) {
      try {
        const body = await http.post("v2/manage-bookings/link-requests", { json: request }).json();
        return { kind: "requested" as const, message: messageSchema.parse(body).message };
      } catch (error) {
        return refusalOf(error);
      }
    },
  };
}

export type ManageBookings = ReturnType<typeof createManageBookings>;

/** The manage-link client for this request, with the visitor's token. */
export function manageBookingsFor(context: Readonly<RouterContextProvider>): ManageBookings {
  const { marketplace } = context.get(hostContext);
  const { token } = context.get(visitorContext);
  return createManageBookings(marketplace.client(token));
}
