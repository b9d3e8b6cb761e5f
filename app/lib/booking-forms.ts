import { z } from "zod";
import { emailField, mobileField, personNameField } from "#contract/account-fields";
import { registrationSchema } from "#contract/registrations";
import { MAX_PASSENGERS, productKeys, seasonPlans } from "#contract/vocabulary";
import { paymentPages } from "#contract/payments";
import { fromWallClock } from "#contract/wall-clock";

/**
 * The booking steps' forms, one schema per button (`intent`). The server checks each post with
 * these; the service checks again what it books.
 */

const mobileNeeded = "Enter your mobile number";

/** A guest's details, by the service's field rules; the mobile is needed here, not optional. */
export const detailsForm = z.object({
  intent: z.literal("details"),
  first_name: personNameField("first name"),
  last_name: personNameField("last name"),
  email: emailField,
  mobile: z
    .string({ error: mobileNeeded })
    .pipe(mobileField.unwrap())
    .pipe(z.string({ error: mobileNeeded })),
});

const months = z.coerce
  .number({ error: "Choose how many months to pay at a time" })
  .int()
  .min(1, "Choose how many months to pay at a time")
  .max(12, "Choose how many months to pay at a time");

export const periodForm = z.object({
  intent: z.literal("period"),
  season_plan: z.enum(seasonPlans, { error: "Choose which days you park" }).optional(),
  season_interval: months.optional(),
});

export const discountForm = z.object({
  intent: z.literal("apply-discount"),
  discount_code: z
    .string({ error: "Enter a discount code" })
    .trim()
    .min(1, "Enter a discount code")
    .max(50, "That code is too long"),
});

/** The pay step's choice among the driver's own vouchers: applied like a typed code. */
export const voucherChoiceForm = z.object({
  intent: z.literal("apply-voucher"),
  discount_code: z
    .string({ error: "Choose a voucher" })
    .trim()
    .min(1, "Choose a voucher")
    .max(50, "That code is too long"),
});

const registration = z
  .string({ error: "Enter the registration, or choose 'I don't know it yet'" })
  .trim()
  .min(1, "Enter the registration, or choose 'I don't know it yet'")
  .pipe(registrationSchema);

/** Which vehicle: a saved one (`saved:{id}`), the registration typed, or not known yet. */
export const vehicleForm = z
  .object({
    intent: z.enum(["vehicle", "look-up-vehicle"]),
    vehicle: z
      .string({ error: "Choose a vehicle" })
      .regex(/^(registration|unknown|saved:\d{1,12})$/, "Choose a vehicle"),
    registration: z.string().optional(),
  })
  .transform((form, context) => {
    // Finding a vehicle is always for the registration typed, whichever choice is ticked.
    const lookUp = form.intent === "look-up-vehicle";
    if (form.vehicle === "unknown" && !lookUp) {
      return { intent: form.intent, choice: { kind: "unknown" as const } };
    }
    if (form.vehicle.startsWith("saved:") && !lookUp) {
      const vehicleId = Number(form.vehicle.slice("saved:".length));
      return { intent: form.intent, choice: { kind: "saved" as const, vehicleId } };
    }
    const typed = registration.safeParse(form.registration);
    if (!typed.success) {
      for (const issue of typed.error.issues) {
        context.addIssue({ code: "custom", path: ["registration"], message: issue.message });
      }
      return z.NEVER;
    }
    return {
      intent: form.intent,
      choice: { kind: "registration" as const, registration: typed.data },
    };
  });

const people = (what: string) =>
  z.coerce
    .number({ error: `Choose how many ${what}` })
    .int(`Choose how many ${what}`)
    .min(1, `Choose at least 1 ${what.replace(/s$/, "")}`)
    .max(MAX_PASSENGERS, `Choose up to ${MAX_PASSENGERS} ${what}`);

/** A `datetime-local` value on the UK's clock, as the ISO moment it names. */
const wallTime = z
  .string({ error: "Enter a date and time" })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Enter a date and time, for example 2026-12-03 09:30")
  .transform((value, context) => {
    const [year, month, day, hour, minute] = value.split(/[-T:]/).map(Number);
    const at = fromWallClock(year ?? 0, month ?? 0, day ?? 0, hour ?? 0, minute ?? 0);
    if (at) return at.toISOString();
    context.addIssue({ code: "custom", message: "Enter a date and time that exists" });
    return z.NEVER;
  });

const productId = z.coerce.number().int().positive();

/** An extra with the party and times it is for, in the shape the service quotes it. */
export const addExtraForm = z.discriminatedUnion("key", [
  z
    .object({
      intent: z.literal("add-extra"),
      key: z.literal("park-and-go"),
      id: productId,
      passengers: people("passengers"),
      pickup_at: wallTime,
    })
    .transform(({ key, id, passengers, pickup_at }) => ({
      key,
      id,
      details: { passengers, pickup_at },
    })),
  z
    .object({
      intent: z.literal("add-extra"),
      key: z.literal("fast-track-security"),
      id: productId,
      passengers: people("passengers"),
      flight_at: wallTime,
    })
    .transform(({ key, id, passengers, flight_at }) => ({
      key,
      id,
      details: { passengers, flight_at },
    })),
  z
    .object({
      intent: z.literal("add-extra"),
      key: z.literal("airport-lounge"),
      id: productId,
      adults: people("adults"),
      children: z.coerce
        .number({ error: "Choose how many children, or 0" })
        .int()
        .min(0, "Choose how many children, or 0")
        .max(MAX_PASSENGERS - 1, `Choose up to ${MAX_PASSENGERS - 1} children`),
      arrival_at: wallTime,
    })
    .transform(({ key, id, adults, children, arrival_at }) => ({
      key,
      id,
      details: { adults, children, arrival_at },
    })),
]);

export const removeExtraForm = z.object({
  intent: z.literal("remove-extra"),
  key: z.enum(productKeys),
});

const wallets = ["paypal", "apple-pay", "google-pay"] as const;

/**
 * How the driver pays: a saved card (`card:{id}`), a new card, or a wallet. A new card comes as
 * the provider's token from its framed card fields, or, without JavaScript, not at all: the
 * driver is sent to the provider's own card page (decision 025). This form never has a number.
 */
export const payForm = z
  .object({
    intent: z.literal("pay"),
    payment: z
      .string({ error: "Choose how to pay" })
      .regex(/^(new-card|card:\d{1,12}|paypal|apple-pay|google-pay)$/, "Choose how to pay"),
    payment_token: z.string().max(500).optional(),
    save_card: z.literal("on").optional(),
    // With Stripe: its Payment Element when the page runs JavaScript, else Checkout's page.
    payment_page: z.enum(paymentPages).default("hosted"),
  })
  .transform((form) => {
    const wallet = wallets.find((method) => method === form.payment);
    if (wallet) return { kind: "wallet" as const, method: wallet };
    if (form.payment.startsWith("card:")) {
      return { kind: "saved-card" as const, cardId: Number(form.payment.slice("card:".length)) };
    }
    return {
      kind: "new-card" as const,
      token: form.payment_token || null,
      save: form.save_card === "on",
      page: form.payment_page,
    };
  });

/**
 * What the payment provider's pages send the driver back with: a new card's or a wallet's
 * token, a saved card after the bank's check, or a wallet they cancelled; and the state the
 * pay step gave the trip, which must be this booking's (decision 025).
 */
export const paymentReturn = z.object({
  paid_with: z.enum(["card", "stripe", ...wallets]),
  token: z.string().min(1).max(500).optional(),
  card: z.coerce.number().int().positive().optional(),
  cancelled: z.literal("1").optional(),
  save: z.literal("1").optional(),
  state: z.string().max(100).optional(),
});
