import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { NOT_FOUND_TITLE } from "~/components/error-page";
import { formatMoney, seasonPlanNames } from "~/components/space/format";
import { readStay, SEASON_PLANS } from "~/components/space/stay";
import { hostContext, visitorContext } from "~/context";
import { flashAnalytics } from "~/cookies.server";
import { confirmationHref } from "~/lib/booking-links";
import { wallDateTime } from "~/lib/wall-clock";
import { describeStay, valueBand } from "~/routes/space-page.server";
import { spaceIdOf, type SpaceParams } from "~/routes/space-id.server";
import {
  checkoutFor,
  type BookingLine,
  type CheckoutClient,
  type CheckoutQuote,
  type Refusal,
} from "~/upstream/checkout.server";
import { spacesFor, type Space } from "~/upstream/spaces.server";
import {
  changed,
  completedStep,
  EXTRA_QUOTE_HOLD_MS,
  heldReservation,
  isFor,
  lapsedExtras,
  reachableStep,
  registrationOf,
  startCheckout,
  stayOf,
  stepAfter,
  stepsFor,
  withProductTimer,
  type BookingStep,
  type Checkout,
  type ExtraChoice,
} from "./checkout";
import { clearCheckout, readCheckout, saveCheckout } from "./checkout-cookie.server";
import {
  addExtraForm,
  detailsForm,
  discountForm,
  payForm,
  periodForm,
  removeExtraForm,
  vehicleForm,
} from "./forms";
import { priceLines } from "./price-lines";

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

function notFound(): never {
  throw data({ message: NOT_FOUND_TITLE }, { status: 404 });
}

function newPaymentKey() {
  return crypto.randomUUID();
}

function lineOf(checkout: Checkout, extras = checkout.extras): BookingLine {
  return {
    stay: stayOf(checkout),
    seasonPlan: checkout.seasonPlan,
    seasonInterval: checkout.seasonInterval,
    voucherCode: checkout.discountCode,
    extras,
    vehicleReg: registrationOf(checkout.vehicle),
  };
}

type BookContext = {
  context: Readonly<RouterContextProvider>;
  params: SpaceParams;
  url: URL;
  request: Request;
};

async function bookingSpace({ context, params }: BookContext) {
  const id = await spaceIdOf(spacesFor(context), params);
  if (id === null) notFound();
  return id;
}

function stepUrl(url: URL, step: BookingStep) {
  return `${url.pathname}?step=${step}`;
}

function spacePagePath(url: URL) {
  return url.pathname.replace(/\/book$/, "");
}

function cookieSecure(context: Readonly<RouterContextProvider>) {
  return context.get(hostContext).config.cookieSecure;
}

/** Spec §7 analytics: the space and period as an ecommerce item. */
function ecommerce(
  space: Pick<Space, "id" | "title" | "currency">,
  checkout: Checkout,
  value: number,
) {
  return {
    value_band: valueBand(checkout.rental, value),
    ecommerce: {
      currency: space.currency.value,
      value,
      items: [
        {
          item_id: String(space.id),
          item_name: space.title,
          item_category: checkout.rental,
          item_variant: checkout.rental === "long" ? checkout.seasonPlan : null,
          price: value,
          quantity: 1,
        },
      ],
    },
  };
}

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
function seasonOptions(space: Space, checkout: Checkout) {
  const seasons = [...(space.seasons[checkout.seasonPlan] ?? [])].sort(
    (a, b) => a.billing.interval_count - b.billing.interval_count,
  );
  return seasons.map((season) => ({
    months: season.billing.interval_count,
    total: season.cost.total,
    perMonth: season.cost.per_month,
  }));
}

async function stepData(
  step: BookingStep,
  checkout: Checkout,
  space: Space,
  quote: CheckoutQuote | null,
  client: CheckoutClient,
  signedIn: boolean,
) {
  switch (step) {
    case "bookings":
      return {
        step,
        plans: SEASON_PLANS.filter((plan) => (space.seasons[plan]?.length ?? 0) > 0).map(
          (plan) => ({ plan, name: seasonPlanNames[plan] }),
        ),
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
        .airportExtras(space.id, stayOf(checkout).start, space.currency.value)
        .then((extras) => ({ extras, failed: false }))
        .catch(() => ({ extras: [], failed: true }));
      const quoted = quote?.quotes[0]?.products ?? [];
      return {
        step,
        failed: offered.failed,
        extras: offered.extras.map((extra) => ({
          ...extra,
          chosen: checkout.extras.find((choice) => choice.key === extra.key) ?? null,
          quoted: quoted.find((product) => product.key === extra.key) ?? null,
        })),
      };
    }
    case "checkout": {
      const cards = signedIn ? await client.cards().catch(() => []) : [];
      return { step, cards };
    }
  }
}

/**
 * Spec §4: an extra's quoted price lapses after a while. At payment, each lapsed extra takes the
 * fresh quote's price, and the driver is told when it changed; its timer starts again.
 */
function requoteLapsed(checkout: Checkout, quote: CheckoutQuote | null, now: Date) {
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

  const asked = url.searchParams.get("step");
  const step = reachableStep(stored, asked);
  if (step !== asked) throw redirect(stepUrl(url, step));

  const { user } = context.get(visitorContext);
  const client = checkoutFor(context);
  const stay = stayOf(stored);
  const now = new Date();
  const [spaceAnswer, quoteAnswer] = await Promise.all([
    spacesFor(context).space(spaceId, stay),
    client.quote(spaceId, lineOf(stored)),
  ]);
  if (spaceAnswer.kind !== "space") notFound();
  const space = spaceAnswer.space;
  const quote = quoteAnswer.kind === "quote" ? quoteAnswer.quote : null;
  const { checkout, notices } =
    step === "checkout" ? requoteLapsed(stored, quote, now) : { checkout: stored, notices: [] };

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
      mobile: "",
    },
    vehicle: checkout.vehicle,
    /** The period's start as the driver's clock shows it: extras' times default from it. */
    startsAt: wallDateTime(stay.start),
    productTimers: checkout.productTimers,
    signedIn: user !== null,
    quote: quoteView(quoteAnswer, checkout),
    notices,
    data: await stepData(step, checkout, space, quote, client, user !== null),
  };
  const headers =
    checkout === stored
      ? undefined
      : { "Set-Cookie": await saveCheckout(checkout, cookieSecure(context)) };
  return data(body, { headers });
}

type Reply = SubmissionResult<string[]>;
type FlashedEvent = { event: string; [field: string]: unknown };

/** An answer shown in place: the form's errors and what was typed, with the status. */
function inPlace(
  result: Reply,
  status: number,
  extra: { events?: object[]; headers?: HeadersInit } = {},
) {
  return data({ result, events: extra.events ?? [] }, { status, headers: extra.headers });
}

async function saved(
  ctx: BookContext,
  checkout: Checkout,
  next: BookingStep,
  flash?: FlashedEvent[],
) {
  const headers = new Headers();
  headers.append("Set-Cookie", await saveCheckout(checkout, cookieSecure(ctx.context)));
  if (flash) headers.append("Set-Cookie", await flashAnalytics(flash));
  return redirect(stepUrl(ctx.url, next), { headers });
}

/** The service's reasons for the fields of one form, by the form's own field names. */
function fieldErrors(refusal: Refusal, names: Record<string, string>) {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(refusal.fields)) {
    const name = names[field];
    if (name) errors[name] = [...(errors[name] ?? []), ...messages];
  }
  return errors;
}

export async function bookPageAction(ctx: BookContext) {
  const { request, context } = ctx;
  const spaceId = await bookingSpace(ctx);
  const stored = await readCheckout(request);
  if (!stored || stored.spaceId !== spaceId) throw redirect(spacePagePath(ctx.url));
  const form = await request.formData();
  const client = checkoutFor(context);

  switch (form.get("intent")) {
    case "period":
      return choosePeriod(ctx, stored, form, client);
    case "apply-discount":
      return applyDiscount(ctx, stored, form, client);
    case "clear-discount":
      return saved(ctx, changed(stored, { discountCode: null }, newPaymentKey()), "bookings");
    case "details":
      return saveDetails(ctx, stored, form);
    case "vehicle":
    case "look-up-vehicle":
      return chooseVehicle(ctx, stored, form, client);
    case "add-extra":
      return addExtra(ctx, stored, form, client);
    case "remove-extra":
      return removeExtra(ctx, stored, form);
    case "extras":
      return saved(ctx, completedStep(stored, "ancillaries"), "checkout");
    case "pay":
      return pay(ctx, stored, form, client);
    default:
      throw data(
        { message: "This form could not be read. Reload the page and try again." },
        { status: 400 },
      );
  }
}

async function choosePeriod(
  ctx: BookContext,
  stored: Checkout,
  form: FormData,
  client: CheckoutClient,
) {
  const submission = parseWithZod(form, { schema: periodForm });
  if (submission.status !== "success") return inPlace(submission.reply(), 400);
  const { season_plan, season_interval } = submission.value;
  const checkout =
    stored.rental === "long"
      ? changed(
          stored,
          {
            seasonPlan: season_plan ?? stored.seasonPlan,
            seasonInterval: season_interval ?? stored.seasonInterval,
          },
          newPaymentKey(),
        )
      : stored;
  const answer = await client.quote(checkout.spaceId, lineOf(checkout));
  if (answer.kind === "refused") {
    const fields = fieldErrors(answer, {
      season_plan: "season_plan",
      interval_count: "season_interval",
    });
    return inPlace(
      submission.reply({ formErrors: [answer.message], fieldErrors: fields }),
      answer.status,
    );
  }
  if (
    checkout.seasonPlan !== stored.seasonPlan ||
    checkout.seasonInterval !== stored.seasonInterval
  ) {
    // A new plan is a new booking line: its price changed, so its period is chosen again here.
    return saved(ctx, checkout, "bookings");
  }
  const space = await spacesFor(ctx.context).space(checkout.spaceId, stayOf(checkout));
  const value = answer.quote.quotes[0]?.value ?? 0;
  const addToCart =
    space.kind === "space"
      ? [{ event: "add_to_cart", ...ecommerce(space.space, checkout, value) }]
      : [];
  return saved(
    ctx,
    completedStep(checkout, "bookings"),
    stepAfter(checkout, "bookings"),
    addToCart,
  );
}

/** Spec §4: a code is applied only when the quote comes back with it; otherwise it is cleared. */
async function applyDiscount(
  ctx: BookContext,
  stored: Checkout,
  form: FormData,
  client: CheckoutClient,
) {
  const submission = parseWithZod(form, { schema: discountForm });
  if (submission.status !== "success") return inPlace(submission.reply(), 400);
  const code = submission.value.discount_code;
  const answer = await client.quote(stored.spaceId, { ...lineOf(stored), voucherCode: code });
  if (answer.kind === "refused") {
    const message = answer.fields.voucher_code?.[0] ?? answer.message;
    return inPlace(submission.reply({ fieldErrors: { discount_code: [message] } }), answer.status);
  }
  if (!answer.quote.discount) {
    return inPlace(
      submission.reply({
        fieldErrors: { discount_code: ["This code does not take anything off this booking."] },
      }),
      400,
    );
  }
  return saved(
    ctx,
    changed(stored, { discountCode: answer.quote.discount.code }, newPaymentKey()),
    "bookings",
  );
}

async function saveDetails(ctx: BookContext, stored: Checkout, form: FormData) {
  const submission = parseWithZod(form, { schema: detailsForm });
  if (submission.status !== "success") return inPlace(submission.reply(), 400);
  const { intent: _intent, ...driver } = submission.value;
  const checkout = completedStep(changed(stored, { driver }, newPaymentKey()), "details");
  return saved(ctx, checkout, stepAfter(checkout, "details"));
}

async function chooseVehicle(
  ctx: BookContext,
  stored: Checkout,
  form: FormData,
  client: CheckoutClient,
) {
  const submission = parseWithZod(form, { schema: vehicleForm });
  if (submission.status !== "success") return inPlace(submission.reply(), 400);
  const { intent, choice } = submission.value;

  if (choice.kind === "saved") {
    const vehicle = (await client.vehicles().catch(() => [])).find(
      (saved) => saved.id === choice.vehicleId,
    );
    if (!vehicle)
      return inPlace(
        submission.reply({ fieldErrors: { vehicle: ["Choose one of your vehicles"] } }),
        400,
      );
    const checkout = completedStep(
      changed(
        stored,
        { vehicle: { kind: "saved", vehicleId: vehicle.id, registration: vehicle.registration } },
        newPaymentKey(),
      ),
      "vehicle",
    );
    return saved(ctx, checkout, stepAfter(checkout, "vehicle"));
  }
  if (choice.kind === "unknown") {
    const checkout = completedStep(
      changed(stored, { vehicle: { kind: "unknown" } }, newPaymentKey()),
      "vehicle",
    );
    return saved(ctx, checkout, stepAfter(checkout, "vehicle"));
  }

  const known =
    stored.vehicle?.kind === "registration" && stored.vehicle.registration === choice.registration;
  const found = known ? null : await client.lookUpVehicle(choice.registration);
  if (found?.kind === "refused" && found.status === 400) {
    return inPlace(submission.reply({ fieldErrors: { registration: [found.message] } }), 400);
  }
  const previous = known && stored.vehicle?.kind === "registration" ? stored.vehicle : null;
  const vehicle = {
    kind: "registration" as const,
    registration: choice.registration,
    make: found?.kind === "found" ? found.vehicle.make : (previous?.make ?? null),
    makeImage: found?.kind === "found" ? found.vehicle.make_image : (previous?.makeImage ?? null),
  };
  if (intent === "look-up-vehicle") {
    if (found?.kind === "refused") {
      return inPlace(
        submission.reply({ fieldErrors: { registration: [found.message] } }),
        found.status,
      );
    }
    return saved(ctx, changed(stored, { vehicle }, newPaymentKey()), "vehicle");
  }
  const checkout = completedStep(changed(stored, { vehicle }, newPaymentKey()), "vehicle");
  return saved(ctx, checkout, stepAfter(checkout, "vehicle"));
}

async function addExtra(
  ctx: BookContext,
  stored: Checkout,
  form: FormData,
  client: CheckoutClient,
) {
  const submission = parseWithZod(form, { schema: addExtraForm });
  if (submission.status !== "success") return inPlace(submission.reply(), 400);
  const choice: ExtraChoice = { ...submission.value, quotedPrice: 0 };
  const extras = [...stored.extras.filter((extra) => extra.key !== choice.key), choice];
  const answer = await client.quote(stored.spaceId, lineOf(stored, extras));
  if (answer.kind === "refused") {
    // Spec §8: the first error message is shown, on the field it concerns where there is one.
    const detailErrors = Object.entries(answer.fields).flatMap(([field, messages]) => {
      const name = field.split(".").at(-1) ?? "";
      return name in choice.details ? [[name, messages] as const] : [];
    });
    return inPlace(
      submission.reply(
        detailErrors.length > 0
          ? { fieldErrors: Object.fromEntries(detailErrors) }
          : { formErrors: [answer.message] },
      ),
      answer.status,
      { events: [{ event: "checkout_error", error_message: answer.message, step: "ancillaries" }] },
    );
  }
  const quoted = answer.quote.quotes[0]?.products.find((product) => product.key === choice.key);
  const priced = { ...choice, quotedPrice: quoted?.price ?? 0 };
  const checkout = withProductTimer(
    changed(
      stored,
      { extras: [...stored.extras.filter((extra) => extra.key !== choice.key), priced] },
      newPaymentKey(),
    ),
    choice.key,
    new Date(Date.now() + EXTRA_QUOTE_HOLD_MS),
  );
  const currency = answer.quote.currency.value;
  return saved(ctx, checkout, "ancillaries", [
    { event: "extra_added", extra: choice.key, value: priced.quotedPrice, currency },
  ]);
}

async function removeExtra(ctx: BookContext, stored: Checkout, form: FormData) {
  const submission = parseWithZod(form, { schema: removeExtraForm });
  if (submission.status !== "success") return inPlace(submission.reply(), 400);
  const { key } = submission.value;
  const removed = stored.extras.find((extra) => extra.key === key);
  const checkout = withProductTimer(
    changed(
      stored,
      { extras: stored.extras.filter((extra) => extra.key !== key) },
      newPaymentKey(),
    ),
    key,
    null,
  );
  return saved(
    ctx,
    checkout,
    "ancillaries",
    removed ? [{ event: "extra_removed", extra: key, value: removed.quotedPrice }] : [],
  );
}

const cardFieldNames = {
  number: "card_number",
  exp_month: "card_expiry",
  exp_year: "card_expiry",
  cvc: "card_cvc",
};

function vehicleOf(checkout: Checkout) {
  const { vehicle } = checkout;
  if (!vehicle || vehicle.kind === "unknown") return { registration_unknown: true as const };
  if (vehicle.kind === "saved") return { vehicle_id: vehicle.vehicleId };
  return { vehicle_reg: vehicle.registration };
}

/** A card's number and security code are never sent back to the page, even to correct them. */
const cardSecrets = ["card_number", "card_cvc"];

/**
 * Reserve, then purchase with the booking's payment key (spec §4). A retried payment reuses the
 * bays still held and the same key, so it is charged at most once; a declined one lets the bays
 * go and starts a new attempt.
 */
async function pay(ctx: BookContext, stored: Checkout, form: FormData, client: CheckoutClient) {
  const { context } = ctx;
  const submission = parseWithZod(form, { schema: payForm });
  if (submission.status !== "success") {
    return inPlace(submission.reply({ hideFields: cardSecrets }), 400);
  }
  const payment = submission.value;
  const secure = cookieSecure(context);
  const now = new Date();
  if (
    stepsFor(stored.rental).some((step) => step !== "checkout" && !stored.completed.includes(step))
  ) {
    throw redirect(stepUrl(ctx.url, reachableStep(stored, "checkout")));
  }

  const failed = async (
    message: string,
    status: number,
    checkout: Checkout,
    events: object[] = [],
    fieldErrors?: Record<string, string[]>,
  ) =>
    inPlace(
      submission.reply({
        ...(fieldErrors ? { fieldErrors } : { formErrors: [message] }),
        hideFields: cardSecrets,
      }),
      status,
      {
        events: [...events, { event: "checkout_error", error_message: message, step: "checkout" }],
        headers: { "Set-Cookie": await saveCheckout(checkout, secure) },
      },
    );

  const token =
    payment.kind === "new-card"
      ? await client.cardToken({
          number: payment.number,
          exp_month: payment.exp_month,
          exp_year: payment.exp_year,
          cvc: payment.cvc,
        })
      : payment.kind === "wallet"
        ? await client.walletToken(payment.method)
        : null;
  if (token?.kind === "refused") {
    const fields = fieldErrors(token, cardFieldNames);
    return failed(
      token.message,
      token.status,
      stored,
      [],
      Object.keys(fields).length > 0 ? fields : undefined,
    );
  }

  let checkout = stored;
  const events: FlashedEvent[] = [];
  let reservation = heldReservation(stored, now);
  if (!reservation) {
    const reserved = await client.reserve(
      stored.spaceId,
      lineOf(stored),
      stored.driver,
      vehicleOf(stored),
    );
    if (reserved.kind === "refused") return failed(reserved.message, reserved.status, stored);
    reservation = { ids: reserved.ids, expiresAt: reserved.expiresAt.toISOString() };
    checkout = { ...stored, reservation };
    events.push({ event: "booking_reserved", reservation_ids: reserved.ids });
  }

  const paidWith =
    payment.kind === "saved-card"
      ? { method: "card" as const, cardId: payment.cardId }
      : {
          method: payment.kind === "wallet" ? payment.method : ("card" as const),
          token: token?.token ?? "",
        };
  const outcome = await client.purchase(
    stored.spaceId,
    reservation.ids,
    paidWith,
    stored.paymentKey,
  );
  if (outcome.kind === "purchased") {
    const first = outcome.bookings[0]!;
    const headers = new Headers();
    headers.append("Set-Cookie", await clearCheckout());
    if (events.length > 0) headers.append("Set-Cookie", await flashAnalytics(events));
    return redirect(confirmationHref(first, first.review_hash), { headers });
  }
  // Declined: nothing is held any more, and the next attempt is a new payment.
  const fresh = { ...checkout, reservation: null, paymentKey: newPaymentKey() };
  if (outcome.kind === "declined") return failed(outcome.message, 402, fresh, events);
  return failed(outcome.message, outcome.status, outcome.status === 503 ? checkout : fresh, events);
}

export type BookPageData = Awaited<ReturnType<typeof loadBookPage>>["data"];
