import type { KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import { messageSchema } from "#contract/answers";
import {
  extensionQuoteSchema,
  manageBookingAnswerSchema,
  managedBookingCancelledSchema,
  type ExtendBookingRequest,
  type ExtensionQuote,
  type ManageBooking,
  type ManageLinkRequest,
} from "#contract/manage-bookings";
import type { PaymentPageKind } from "#contract/payments";
import { hostContext, visitorContext } from "~/upstream/context";
import { paymentOutcome, paymentRefusalOf } from "./checkout.server";
import { refusalOf, type Refusal } from "./refusal";

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
     * Pays for added time as the pay step pays (decisions 025, 032): with the token the sandbox's
     * card page handed back, or on Stripe's own page. `returnUrl` is where that page, or the
     * bank's check, sends the guest back. A retry under the same key is charged once.
     */
    async extend(
      token: string,
      request: {
        end: ExtensionQuote["choices"][number]["end"];
        paidWith: { token: string } | { page: PaymentPageKind };
        key: string;
        returnUrl: string;
      },
    ) {
      const { paidWith } = request;
      const json: ExtendBookingRequest = {
        end: request.end,
        payment_method: "card",
        ...("token" in paidWith
          ? { payment_token: paidWith.token }
          : { payment_page: paidWith.page }),
        return_url: request.returnUrl,
      };
      try {
        const response = await http.post(`${tokenPath(token)}/extension`, {
          json,
          headers: { "Idempotency-Key": request.key },
        });
        return await paymentOutcome(response);
      } catch (error) {
        return paymentRefusalOf(error);
      }
    },

    /**
     * The guest left Stripe's page without paying for the added time: it is closed and the
     * bay's added time let go, unless they paid on it meanwhile.
     */
    async leavePaymentPage(token: string, key: string) {
      try {
        const response = await http.post(`${tokenPath(token)}/extension/cancel`, {
          headers: { "Idempotency-Key": key },
        });
        return await paymentOutcome(response);
      } catch (error) {
        return paymentRefusalOf(error);
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
