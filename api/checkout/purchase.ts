import { z } from "zod";
import { messageSchema } from "#contract/answers";
import { paymentDeclinedSchema, purchasedSchema, type PaymentAction } from "#contract/checkout";
import type { ApiDeps } from "../context";
import type { Db } from "../db/client";
import { mailLinks, queuePurchaseEmails, type BookingMailDeps } from "../email/booking-mail";
import type { PaymentMethod } from "#contract/payments";
import type { ChargeResult, FinalChargeResult, PaymentPage } from "../payments/provider";
import {
  awaitPayment,
  confirmBookings,
  extendHolds,
  claimPurchase,
  failPurchase,
  findPurchase,
  findPurchaseByKey,
  releaseReservations,
  markPurchaseSucceeded,
  startPurchase,
  type PurchaseRow,
} from "../repositories/purchases";
import { stillHoldsIdempotencyKey } from "../repositories/idempotency-keys";
import { keepCard } from "../repositories/cards";
import { describeErrorForLog } from "../errors";
import { findHeldReservations, lockListingsOf } from "../repositories/reservations";
import { bookingAnswers } from "./booking-answer";

/** How long the bays stay held while the payment provider answers. */
const PAYMENT_WINDOW_MS = 10 * 60 * 1000;

export type PurchaseDeps = Pick<ApiDeps, "database" | "payments" | "now"> & BookingMailDeps;

export type PurchaseRequest = {
  principal: string;
  idempotencyKey: string;
  bookingIds: number[];
  method: PaymentMethod;
  /** The saved card's provider token, or a wallet's one-off token. */
  paymentToken: string;
  cardId: number | null;
  /** Spec §5: kept with the bookings when the driver came from an affiliate. */
  affiliateClickId: string | null;
  /** Where the driver comes back to after confirming with their bank, or paying on a page. */
  returnUrl?: string;
  /** The driver pays on the provider's own page rather than with a token (decision 032). */
  page?: PaymentPage;
  /** On the provider's page: the signed-in driver who asked to keep the card they pay with. */
  saveCardFor?: string;
  /** The attempt holding the request's Idempotency-Key: only it may start the payment. */
  attempt?: { keyId: string; id: string };
};

/** The answer given to a purchase, kept with it so a retry with the same key gets it again. */
export const storedAnswer = z.discriminatedUnion("status", [
  z.object({ status: z.literal(201), body: purchasedSchema }),
  z.object({ status: z.literal(402), body: paymentDeclinedSchema }),
  z.object({ status: z.literal(409), body: messageSchema }),
]);
export type PurchaseAnswer = z.infer<typeof storedAnswer>;

export type PurchaseOutcome =
  | PurchaseAnswer
  | { status: 202; body: PaymentAction }
  /** With `retryAfterSeconds`, the payment is still being made: the same call asks again. */
  | { status: 409; body: { message: string }; retryAfterSeconds?: number }
  | { status: 503; body: { message: string } };

export const NOT_HELD =
  "Your reservation has expired and the space has been taken. Choose other times or a nearby space.";
const STILL_PROCESSING =
  "We are still waiting for the payment provider. You will not be charged twice; try again in a moment.";

/**
 * The payment is still being made (another request, or the provider, has yet to settle it): a
 * 409 that says when to ask again, unlike one that refuses the purchase for good.
 */
function stillProcessing(): PurchaseOutcome {
  return { status: 409, body: { message: STILL_PROCESSING }, retryAfterSeconds: 2 };
}
const REFUNDING =
  "Your reservation lapsed before the payment went through, so nothing was booked. The payment is being refunded to you.";
const PROVIDER_UNAVAILABLE =
  "We could not reach the payment provider, and you have not been charged. Try again in a moment.";

async function paidAnswer(db: Db, purchase: PurchaseRow, now: Date): Promise<PurchaseAnswer> {
  return {
    status: 201,
    body: {
      data: {
        purchase: {
          id: purchase.id,
          status: "succeeded",
          payment_method: purchase.paymentMethod,
          amount: purchase.amountMinor / 100,
          currency: purchase.currency,
        },
        bookings: await bookingAnswers(db, purchase.bookingIds, now),
      },
    },
  };
}

function declinedAnswer(result: Extract<ChargeResult, { status: "declined" }>): PurchaseAnswer {
  return { status: 402, body: { message: result.reason, code: result.code } };
}

/** What a purchase settled by another request, or the reconciler, answered. */
async function settledAnswer(db: Db, purchaseId: string): Promise<PurchaseOutcome> {
  const purchase = await findPurchase(db, purchaseId);
  const stored = storedAnswer.safeParse(purchase?.response);
  return stored.success ? stored.data : stillProcessing();
}

function refundPurchase(deps: PurchaseDeps, purchase: PurchaseRow, providerPaymentId: string) {
  return deps.payments.refund({
    idempotencyKey: `refund-${purchase.id}`,
    providerPaymentId,
    amountMinor: purchase.amountMinor,
    currency: purchase.currency,
  });
}

/**
 * The card the driver paid with on the provider's page and asked to keep goes on their account
 * (decision 032), once however often the payment is settled. The booking stands whatever
 * happens here: a card that could not be kept is only logged.
 */
async function keepPaidCard(deps: PurchaseDeps, result: FinalChargeResult) {
  if (result.status !== "succeeded" || !result.cardToKeep) return;
  const { userId, providerToken } = result.cardToKeep;
  try {
    const card = await deps.payments.saveCard(providerToken);
    const provider = deps.payments.name;
    await keepCard(deps.database.db, { userId, provider, card, makeDefault: false });
  } catch (error) {
    console.warn(`The card paid with was not kept: ${describeErrorForLog(error)}`);
  }
}

/**
 * Step 3 of decision 007: with the provider's answer, confirm the bookings (and store the
 * answer) or release them. A charge whose bookings can no longer be held is refunded. A
 * purchase is settled once: a second settling answers what the first stored.
 */
export async function settle(
  deps: PurchaseDeps,
  purchase: PurchaseRow,
  result: ChargeResult,
): Promise<PurchaseOutcome> {
  const { db } = deps.database;
  const now = deps.now();
  // The holds last while the driver confirms or pays; the same purchase asked again finishes it.
  if (result.status === "requires_payment_method") {
    await db.transaction((tx) =>
      awaitPayment(tx, purchase, result.providerPaymentId, new Date(result.expiresAt)),
    );
    return {
      status: 202,
      body: {
        data: {
          purchase: {
            id: purchase.id,
            status: "requires_payment_method",
            client_secret: result.clientSecret,
            next_action: result.pageUrl ? { type: "redirect_to_url", url: result.pageUrl } : null,
            expires_at: result.expiresAt,
          },
        },
      },
    };
  }
  if (result.status === "requires_action") {
    await db.transaction((tx) =>
      awaitPayment(tx, purchase, result.providerPaymentId, new Date(result.expiresAt)),
    );
    return {
      status: 202,
      body: {
        data: {
          purchase: {
            id: purchase.id,
            status: "requires_action",
            client_secret: result.clientSecret,
            next_action: { type: "redirect_to_url", url: result.nextActionUrl },
          },
        },
      },
    };
  }
  if (result.status === "declined") {
    const answer = declinedAnswer(result);
    const failed = await db.transaction((tx) =>
      failPurchase(
        tx,
        purchase,
        { reason: result.reason, response: answer, providerPaymentId: result.providerPaymentId },
        now,
      ),
    );
    return failed ? answer : settledAnswer(db, purchase.id);
  }
  const links = await mailLinks(deps);
  const settled = await db.transaction(async (tx) => {
    if (!(await claimPurchase(tx, purchase.id, now))) return "settled already" as const;
    await lockListingsOf(tx, purchase.bookingIds);
    if (!(await confirmBookings(tx, purchase.bookingIds, now))) return "not held" as const;
    const answer = await paidAnswer(tx, purchase, now);
    await markPurchaseSucceeded(
      tx,
      purchase.id,
      { providerPaymentId: result.providerPaymentId, response: answer },
      now,
    );
    await queuePurchaseEmails(tx, purchase.id, links, now);
    return answer;
  });
  if (settled !== "settled already" && settled !== "not held") {
    deps.mailer.deliverSoon();
    await keepPaidCard(deps, result);
  }
  if (settled === "settled already") {
    const earlier = await settledAnswer(db, purchase.id);
    // The upkeep gave the purchase up before this charge was answered: the money goes back.
    if (earlier.status !== 201) await refundPurchase(deps, purchase, result.providerPaymentId);
    else await keepPaidCard(deps, result);
    return earlier;
  }
  if (settled !== "not held") return settled;
  const answer: PurchaseAnswer = { status: 409, body: { message: NOT_HELD } };
  const refund = await refundPurchase(deps, purchase, result.providerPaymentId);
  // Left processing until the money is back: the reconciler asks again.
  if (refund.status !== "succeeded") return { status: 409, body: { message: REFUNDING } };
  await db.transaction((tx) =>
    failPurchase(
      tx,
      purchase,
      { reason: NOT_HELD, response: answer, providerPaymentId: result.providerPaymentId },
      now,
    ),
  );
  return answer;
}

/** How a purchase is paid: with a token or saved card, or on the provider's page. */
type Payer = Pick<PurchaseRequest, "paymentToken" | "returnUrl" | "page" | "saveCardFor">;

/** The return address with `cancelled=1`: where the provider's page sends a driver who leaves. */
export function cancelUrlOf(returnUrl: string) {
  return `${returnUrl}${returnUrl.includes("?") ? "&" : "?"}cancelled=1`;
}

function askProvider(deps: PurchaseDeps, purchase: PurchaseRow, payer: Payer) {
  const description = `Parkway booking ${purchase.bookingIds.join(", ")}`;
  const { pages } = deps.payments;
  if (payer.page && payer.returnUrl && pages) {
    return pages.open({
      idempotencyKey: purchase.id,
      amountMinor: purchase.amountMinor,
      currency: purchase.currency,
      description,
      page: payer.page,
      returnUrl: payer.returnUrl,
      cancelUrl: cancelUrlOf(payer.returnUrl),
      ...(payer.saveCardFor ? { saveCardFor: payer.saveCardFor } : {}),
    });
  }
  return deps.payments.charge({
    idempotencyKey: purchase.id,
    amountMinor: purchase.amountMinor,
    currency: purchase.currency,
    method: purchase.paymentMethod,
    paymentToken: payer.paymentToken,
    description,
    ...(payer.returnUrl ? { returnUrl: payer.returnUrl } : {}),
  });
}

async function chargeAndSettle(
  deps: PurchaseDeps,
  purchase: PurchaseRow,
  payer: Payer,
): Promise<PurchaseOutcome> {
  let result: ChargeResult;
  try {
    result = await askProvider(deps, purchase, payer);
  } catch {
    // Left processing: a retry with the same key, or the reconciler, finishes it.
    return { status: 503, body: { message: PROVIDER_UNAVAILABLE } };
  }
  return settle(deps, purchase, result);
}

/** A purchase seen before: its stored answer, or, if it was interrupted, finish it now. */
async function resume(
  deps: PurchaseDeps,
  purchase: PurchaseRow,
  payer: Payer,
): Promise<PurchaseOutcome> {
  const stored = storedAnswer.safeParse(purchase.response);
  if (purchase.status !== "processing" && stored.success) return stored.data;
  const known = await deps.payments
    .findCharge(purchase.id, purchase.providerPaymentId)
    .catch(() => undefined);
  if (known) return settle(deps, purchase, known);
  if (known === null && (payer.paymentToken || payer.page)) {
    return chargeAndSettle(deps, purchase, payer);
  }
  return stillProcessing();
}

/**
 * The driver left the provider's page without paying (decision 032): the page is closed and the
 * purchase fails, letting its bays go; a payment made on it meanwhile books instead. Answers what
 * the purchase finally answers, or null when there is no such purchase.
 */
export async function leavePaymentPage(
  deps: PurchaseDeps,
  request: Pick<PurchaseRequest, "principal" | "idempotencyKey">,
): Promise<PurchaseOutcome | null> {
  const purchase = await findPurchaseByKey(
    deps.database.db,
    request.principal,
    request.idempotencyKey,
  );
  if (!purchase) return null;
  const stored = storedAnswer.safeParse(purchase.response);
  if (purchase.status !== "processing" && stored.success) return stored.data;
  const { pages } = deps.payments;
  let result: FinalChargeResult;
  try {
    const known = await deps.payments.findCharge(purchase.id, purchase.providerPaymentId);
    if (known?.status === "requires_payment_method" && pages) {
      result = await pages.close(known.providerPaymentId);
    } else if (known?.status === "succeeded" || known?.status === "declined") {
      result = known;
    } else {
      return stillProcessing();
    }
  } catch {
    return { status: 503, body: { message: PROVIDER_UNAVAILABLE } };
  }
  return settle(deps, purchase, result);
}

/**
 * The answer to a purchase made before with this principal and key, finishing it first if it
 * was interrupted; null when the key is new.
 */
export async function earlierPurchase(
  deps: PurchaseDeps,
  request: Pick<PurchaseRequest, "principal" | "idempotencyKey"> & Payer,
): Promise<PurchaseOutcome | null> {
  const earlier = await findPurchaseByKey(
    deps.database.db,
    request.principal,
    request.idempotencyKey,
  );
  return earlier ? resume(deps, earlier, request) : null;
}

/**
 * Decision 007's purchase: record it as processing with the holds extended, charge the
 * provider with the purchase id as its idempotency key, then confirm or release. The same
 * principal and key always lead to the same, single charge.
 */
export async function purchaseReservations(
  deps: PurchaseDeps,
  request: PurchaseRequest,
): Promise<PurchaseOutcome> {
  const { db } = deps.database;
  const now = deps.now();
  const earlier = await earlierPurchase(deps, request);
  if (earlier) return earlier;

  const started = await db.transaction(async (tx) => {
    const { attempt } = request;
    if (attempt && !(await stillHoldsIdempotencyKey(tx, attempt.keyId, attempt.id))) {
      return "taken over" as const;
    }
    await lockListingsOf(tx, request.bookingIds);
    const held = await findHeldReservations(tx, request.principal, request.bookingIds, now);
    const [first] = held;
    if (!first || held.length !== request.bookingIds.length) return "not-held" as const;
    if (held.some((booking) => booking.currency !== first.currency)) return "not-held" as const;
    const purchase = await startPurchase(
      tx,
      {
        idempotencyKey: request.idempotencyKey,
        principal: request.principal,
        bookingIds: request.bookingIds,
        paymentMethod: request.method,
        provider: deps.payments.name,
        cardId: request.cardId,
        currency: first.currency,
        amountMinor: held.reduce((sum, booking) => sum + booking.totalMinor, 0),
      },
      now,
    );
    if (!purchase) return "replayed" as const;
    await extendHolds(tx, request.bookingIds, new Date(now.getTime() + PAYMENT_WINDOW_MS), {
      affiliateClickId: request.affiliateClickId,
    });
    return purchase;
  });
  if (started === "not-held") return { status: 409, body: { message: NOT_HELD } };
  if (started === "taken over") return stillProcessing();
  if (started === "replayed") {
    const replayed = await findPurchaseByKey(db, request.principal, request.idempotencyKey);
    if (!replayed) return stillProcessing();
    // Two identical bookings raced: the loser's own reservations let their bays go.
    const spare = request.bookingIds.filter((id) => !replayed.bookingIds.includes(id));
    await releaseReservations(db, spare, now);
    return resume(deps, replayed, request);
  }
  return chargeAndSettle(deps, started, request);
}
