import { data, redirect } from "react-router";
import { formatMoney, seasonPlanNames } from "~/lib/format";
import { describeStay, readStay } from "~/lib/stay";
import { seasonPlans } from "#contract/vocabulary";
import { hostContext, visitorContext } from "~/upstream/context";
import { flashAnalytics } from "~/cookies.server";
import { wallDateTime } from "#contract/wall-clock";
import type { Quote } from "#contract/quotes";
import { checkoutFor, type CheckoutClient } from "~/upstream/checkout.server";
import type { SpaceDetail } from "#contract/spaces";
import { spacesFor } from "~/upstream/spaces.server";
import { accountSettingsFor } from "~/upstream/account-settings.server";
import {
  EXTRA_QUOTE_HOLD_MS,
  isFor,
  lapsedExtras,
  reachableStep,
  startCheckout,
  stayOf,
  stepsFor,
  withProductTimer,
  type BookingStep,
  type Checkout,
} from "~/lib/checkout";
import { readCheckout, saveCheckout } from "./checkout-cookie.server";
import { clearPaymentRefusal, readPaymentRefusal, returnFromProvider } from "./payment.server";
import { priceLines } from "~/routes/book/price-lines";
import {
  bookingSpace,
  cookieSecure,
  ecommerce,
  lineOf,
  newPaymentKey,
  notFound,
  spacePagePath,
  stepUrl,
  type BookContext,
} from "./book-request.server";

/**
 * The booking steps' data flow (spec §4): the period and plan, the driver, the vehicle, airport
 * extras, then payment. Each step is a page of its own (`?step=`), each form a POST that saves
 * the booking in progress and redirects to the next step, so all of it works without
 * JavaScript and survives a reload and the back button.
 */

export const stepTitles: Record<BookingStep, string> = {
  bookings: "Your booking",
  details: "Your details",
  vehicle: "Your vehicle",
  ancillaries: "Airport extras",
  checkout: "Payment",
};

/**
 * Arriving from the space page with a period starts a booking, or carries on with the one in
 * progress when it is for the same space and period; either way the period leaves the URL.
 */
async function startFromSpacePage(ctx: BookContext, spaceId: number, stored: Checkout | null) {
  const { url, context } = ctx;
  const reading = readStay(url.searchParams, new Date());
  if (Object.keys(reading.errors).length > 0) throw redirect(`${spacePagePath(url)}${url.search}`);
  const carriedOn = isFor(stored, spaceId, reading.stay);
  const checkout = carriedOn ? stored : startCheckout(spaceId, reading.stay, newPaymentKey());
  const headers = new Headers();
  headers.append("Set-Cookie", await saveCheckout(checkout, cookieSecure(context)));
  if (!carriedOn) {
    const space = await spacesFor(context).space(spaceId, reading.stay);
    if (space.kind === "gone") throw data({ message: space.message }, { status: 410 });
    if (space.kind !== "space") notFound();
    const value = space.space.price?.value ?? 0;
    headers.append(
      "Set-Cookie",
      await flashAnalytics([
        { event: "begin_checkout", ...ecommerce(space.space, checkout, value) },
      ]),
    );
  }
  throw redirect(stepUrl(url, "bookings"), { headers });
}

function stepList(checkout: Checkout, current: BookingStep) {
  return stepsFor(checkout.rental).map((step) => ({
    step,
    title: stepTitles[step],
    state:
      step === current
        ? ("current" as const)
        : checkout.completed.includes(step)
          ? ("done" as const)
          : ("todo" as const),
  }));
}

function quoteView(answer: Awaited<ReturnType<CheckoutClient["quote"]>>, checkout: Checkout) {
  if (answer.kind === "refused") return { kind: "refused" as const, message: answer.message };
  const { quote } = answer;
  return {
    kind: "quote" as const,
    currency: quote.currency.value,
    discount: quote.discount,
    serviceFee: quote.serviceFee,
    ...priceLines(quote, checkout.rental),
  };
}

/** The season lengths a plan is sold in, shortest first (spec §9: sorted by interval count). */
function seasonOptions(space: SpaceDetail, checkout: Checkout) {
  const seasons = [...(space.seasons[checkout.seasonPlan] ?? [])].sort(
    (a, b) => a.billing.interval_count - b.billing.interval_count,
  );
  return seasons.map((season) => ({
    months: season.billing.interval_count,
    total: season.cost.total,
    perMonth: season.cost.per_month,
  }));
}

/** The driver's vouchers this booking can use: usable now, in the space's currency if an amount. */
async function usableVouchers(ctx: BookContext, space: SpaceDetail) {
  const vouchers = await accountSettingsFor(ctx.context)
    .vouchers()
    .catch(() => []);
  return vouchers.filter(
    (voucher) =>
      voucher.status === "usable" &&
      (voucher.currency === null || voucher.currency.value === space.currency.value),
  );
}

async function stepData(
  ctx: BookContext,
  step: BookingStep,
  checkout: Checkout,
  space: SpaceDetail,
  quote: Quote | null,
  client: CheckoutClient,
  signedIn: boolean,
) {
  switch (step) {
    case "bookings":
      return {
        step,
        plans: seasonPlans
          .filter((plan) => (space.seasons[plan]?.length ?? 0) > 0)
          .map((plan) => ({ plan, name: seasonPlanNames[plan] })),
        seasons: seasonOptions(space, checkout),
      };
    case "details":
      return { step };
    case "vehicle": {
      const saved = signedIn ? await client.vehicles().catch(() => []) : [];
      return { step, saved };
    }
    case "ancillaries": {
      const offered = await client
        .airportExtras(space.id, stayOf(checkout).start, space.currency.value, new Date())
        .then((extras) => ({ extras, failed: false }))
        .catch(() => ({ extras: [], failed: true }));
      const quoted = quote?.quotes[0]?.products ?? [];
      return {
        step,
        failed: offered.failed,
        // Spec §7: a prompt event for each extra offered and not yet chosen.
        prompts: offered.extras
          .filter((extra) => !checkout.extras.some((choice) => choice.key === extra.key))
          .map((extra) => ({ event: "extra_prompt", extra: extra.key })),
        extras: offered.extras.map((extra) => ({
          ...extra,
          chosen: checkout.extras.find((choice) => choice.key === extra.key) ?? null,
          quoted: quoted.find((product) => product.key === extra.key) ?? null,
        })),
      };
    }
    case "checkout": {
      const [cards, vouchers] = signedIn
        ? await Promise.all([client.cards().catch(() => []), usableVouchers(ctx, space)])
        : [[], []];
      return { step, cards, vouchers };
    }
  }
}

/**
 * Spec §4: an extra's quoted price lapses after a while. At payment, each lapsed extra takes the
 * fresh quote's price, and the driver is told when it changed; its timer starts again.
 */
function requoteLapsed(checkout: Checkout, quote: Quote | null, now: Date) {
  const lapsed = lapsedExtras(checkout, now);
  const products = quote?.quotes[0]?.products ?? [];
  if (lapsed.length === 0 || !quote) return { checkout, notices: [] as string[] };
  const notices: string[] = [];
  let renewed: Checkout = {
    ...checkout,
    extras: checkout.extras.map((extra) => {
      const fresh = products.find((product) => product.key === extra.key);
      if (!lapsed.includes(extra.key) || !fresh || fresh.price === extra.quotedPrice) return extra;
      notices.push(
        `The price of ${fresh.name} is now ${formatMoney(fresh.price, quote.currency.value)} (it was ${formatMoney(extra.quotedPrice, quote.currency.value)} when you added it).`,
      );
      return { ...extra, quotedPrice: fresh.price };
    }),
  };
  for (const key of lapsed) {
    renewed = withProductTimer(renewed, key, new Date(now.getTime() + EXTRA_QUOTE_HOLD_MS));
  }
  return { checkout: renewed, notices };
}

export async function loadBookPage(ctx: BookContext) {
  const { url, context, request } = ctx;
  const spaceId = await bookingSpace(ctx);
  const stored = await readCheckout(request);
  if (url.searchParams.has("rental")) await startFromSpacePage(ctx, spaceId, stored);
  if (!stored || stored.spaceId !== spaceId) throw redirect(spacePagePath(url));
  // Back from the provider's page: booked or refused, unless the payment is still settling.
  const returned = url.searchParams.has("paid_with")
    ? await returnFromProvider(ctx, stored, checkoutFor(context))
    : null;
  if (returned instanceof Response) throw returned;
  const confirming = returned === "confirming";

  const asked = url.searchParams.get("step");
  const step = reachableStep(stored, asked);
  if (step !== asked) throw redirect(stepUrl(url, step));

  const { user } = context.get(visitorContext);
  const client = checkoutFor(context);
  const stay = stayOf(stored);
  const now = new Date();
  // The pay step is priced afresh; the others may share the space's answer (decision 042).
  const quoted = await client.quotedSpace(spaceId, lineOf(stored), { shared: step !== "checkout" });
  if (quoted.kind === "gone") throw data({ message: quoted.message }, { status: 410 });
  if (quoted.kind !== "space") notFound();
  const { space, quote: quoteAnswer } = quoted;
  const quote = quoteAnswer.kind === "quote" ? quoteAnswer.quote : null;
  const { checkout, notices } =
    step === "checkout" ? requoteLapsed(stored, quote, now) : { checkout: stored, notices: [] };
  const paymentRefusal = step === "checkout" ? await readPaymentRefusal(request) : null;
  const host = context.get(hostContext);
  // Stripe.js may run on the pay step alone (decision 032).
  const stripePublishableKey =
    step === "checkout" ? (host.config.stripePublishableKey ?? null) : null;
  if (stripePublishableKey) host.allowStripe?.();

  const body = {
    step,
    steps: stepList(checkout, step),
    space: {
      id: space.id,
      title: space.title,
      address: space.address,
      photo: space.photos[0] ?? null,
      pagePath: spacePagePath(url),
    },
    rental: checkout.rental,
    period: describeStay(stay),
    seasonPlan: checkout.seasonPlan,
    seasonPlanName: seasonPlanNames[checkout.seasonPlan],
    seasonInterval: checkout.seasonInterval,
    discountCode: checkout.discountCode,
    driver: checkout.driver ?? {
      first_name: user?.first_name ?? "",
      last_name: user?.last_name ?? "",
      email: user?.email ?? "",
      mobile: user?.mobile ?? "",
    },
    vehicle: checkout.vehicle,
    /** The period's start as the driver's clock shows it: extras' times default from it. */
    startsAt: wallDateTime(stay.start),
    productTimers: checkout.productTimers,
    signedIn: user !== null,
    quote: quoteView(quoteAnswer, checkout),
    notices,
    /** Why the payment the provider's page sent the driver back from did not go through. */
    paymentRefusal,
    /** Paid on Stripe's page and waiting for Stripe to settle it: the page asks again. */
    confirming,
    /** Stripe takes payments: its page takes new cards and wallets, never Parkway's. */
    stripe: stripePublishableKey !== null,
    data: await stepData(ctx, step, checkout, space, quote, client, user !== null),
  };
  const headers = new Headers();
  if (checkout !== stored) {
    headers.append("Set-Cookie", await saveCheckout(checkout, cookieSecure(context)));
  }
  if (paymentRefusal) headers.append("Set-Cookie", await clearPaymentRefusal());
  return data(body, { headers });
}

export type BookPageData = Awaited<ReturnType<typeof loadBookPage>>["data"];
