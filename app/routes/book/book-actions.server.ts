import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { checkoutFor, type CheckoutClient } from "~/upstream/checkout.server";
import { spacesFor } from "~/upstream/spaces.server";
import {
  changed,
  completedStep,
  EXTRA_QUOTE_HOLD_MS,
  stayOf,
  stepAfter,
  withProductTimer,
  type Checkout,
  type ExtraChoice,
} from "~/lib/checkout";
import { readCheckout } from "./checkout-cookie.server";
import {
  addExtraForm,
  detailsForm,
  discountForm,
  periodForm,
  removeExtraForm,
  vehicleForm,
  voucherChoiceForm,
} from "~/lib/booking-forms";
import {
  bookingSpace,
  ecommerce,
  fieldErrors,
  inPlace,
  lineOf,
  newPaymentKey,
  saved,
  spacePagePath,
  type BookContext,
} from "./book-request.server";
import { leavePaymentPage, pay } from "./payment.server";

/** The booking steps' forms: each saves the booking in progress and redirects, or answers in place. */

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
      return applyDiscount(ctx, stored, parseWithZod(form, { schema: discountForm }), client);
    case "clear-discount":
      return saved(ctx, changed(stored, { discountCode: null }, newPaymentKey()), "bookings");
    case "apply-voucher":
      return applyDiscount(ctx, stored, parseWithZod(form, { schema: voucherChoiceForm }), client);
    case "clear-voucher":
      return saved(ctx, changed(stored, { discountCode: null }, newPaymentKey()), "checkout");
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
    case "leave-payment-page":
      return leavePaymentPage(ctx, stored, client);
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

/**
 * Spec §4: a code is applied only when the quote comes back with it; otherwise it is cleared.
 * A typed code is applied on the period step, a voucher chosen at payment stays on that step.
 */
async function applyDiscount(
  ctx: BookContext,
  stored: Checkout,
  submission: Submission<{ intent: "apply-discount" | "apply-voucher"; discount_code: string }>,
  client: CheckoutClient,
) {
  if (submission.status !== "success") return inPlace(submission.reply(), 400);
  const { intent, discount_code: code } = submission.value;
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
    intent === "apply-voucher" ? "checkout" : "bookings",
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
