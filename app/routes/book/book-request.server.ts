import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import { NOT_FOUND_TITLE } from "~/components/error-page";
import { hostContext } from "~/upstream/context";
import { flashAnalytics } from "~/cookies.server";
import { valueBand } from "~/routes/space-page/space-page.server";
import { spaceIdOf, type SpaceParams } from "~/routes/space-id.server";
import type { BookingLine } from "~/upstream/checkout.server";
import type { Refusal } from "~/upstream/refusal";
import type { SpaceDetail } from "#contract/spaces";
import { spacesFor } from "~/upstream/spaces.server";
import { registrationOf, stayOf, type BookingStep, type Checkout } from "~/lib/checkout";
import { saveCheckout } from "./checkout-cookie.server";

/** What every booking step's loader and action share: the request, the space and the answers. */

export function notFound(): never {
  throw data({ message: NOT_FOUND_TITLE }, { status: 404 });
}

export function newPaymentKey() {
  return crypto.randomUUID();
}

export function lineOf(checkout: Checkout, extras = checkout.extras): BookingLine {
  return {
    stay: stayOf(checkout),
    seasonPlan: checkout.seasonPlan,
    seasonInterval: checkout.seasonInterval,
    voucherCode: checkout.discountCode,
    extras,
    vehicleReg: registrationOf(checkout.vehicle),
  };
}

export type BookContext = {
  context: Readonly<RouterContextProvider>;
  params: SpaceParams;
  url: URL;
  request: Request;
};

export async function bookingSpace({ context, params }: BookContext) {
  const id = await spaceIdOf(spacesFor(context), params);
  if (id === null) notFound();
  return id;
}

export function stepUrl(url: URL, step: BookingStep) {
  return `${url.pathname}?step=${step}`;
}

export function spacePagePath(url: URL) {
  return url.pathname.replace(/\/book$/, "");
}

export function cookieSecure(context: Readonly<RouterContextProvider>) {
  return context.get(hostContext).config.cookieSecure;
}

/** Spec §7 analytics: the space and period as an ecommerce item. */
export function ecommerce(
  space: Pick<SpaceDetail, "id" | "title" | "currency">,
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

export type Reply = SubmissionResult<string[]>;
export type FlashedEvent = { event: string; [field: string]: unknown };

/** An answer shown in place: the form's errors and what was typed, with the status. */
export function inPlace(
  result: Reply,
  status: number,
  extra: { events?: object[]; headers?: HeadersInit } = {},
) {
  return data({ result, events: extra.events ?? [] }, { status, headers: extra.headers });
}

export async function saved(
  ctx: BookContext,
  checkout: Checkout,
  next: BookingStep,
  flash?: FlashedEvent[],
) {
  const headers = new Headers();
  headers.append("Set-Cookie", await saveCheckout(checkout, cookieSecure(ctx.context)));
  if (flash) headers.append("Set-Cookie", await flashAnalytics(flash));
  // The pay step's own policy allows Stripe.js: it is loaded as a document (decision 032).
  const stripe = next === "checkout" && ctx.context.get(hostContext).config.stripePublishableKey;
  return (stripe ? redirectDocument : redirect)(stepUrl(ctx.url, next), { headers });
}

/** The service's reasons for the fields of one form, by the form's own field names. */
export function fieldErrors(refusal: Refusal, names: Record<string, string>) {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(refusal.fields)) {
    const name = names[field];
    if (name) errors[name] = [...(errors[name] ?? []), ...messages];
  }
  return errors;
}
