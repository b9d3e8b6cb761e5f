import { z } from "zod";
import { evConnectorTypes, spaceTypes } from "../db/schema/listings";
import { coordinate, blankAsMissing } from "../fields";
import { formBooleanField } from "./account-fields";
import { MIN_ACCESS_INSTRUCTIONS } from "./listing-steps";
import { isInServiceArea, outsideServiceAreaMessage } from "./service-area";

/** The fields of each listing wizard step, as JSON or as form data (decision 010). */

export const MAX_BAYS = 50;
export const MAX_ACCESS_INSTRUCTIONS = 2_000;
export const MAX_DESCRIPTION = 2_000;
/** Minor units: 10p to £100 an hour, 50p to £500 a day, £5 to £5,000 a month. */
export const PRICE_LIMITS = {
  hourly: { min: 10, max: 10_000 },
  daily: { min: 50, max: 50_000 },
  monthly: { min: 500, max: 500_000 },
} as const;

const postcodePattern = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;
const eircodePattern = /^([AC-FHKNPRTV-Y]\d{2}|D6W)([AC-FHKNPRTV-Y\d]{4})$/;

/** A UK postcode or an Eircode written the standard way ("ls1 4dy" → "LS1 4DY"), or null. */
export function normalisePostcode(value: string, country: "GBR" | "IRL"): string | null {
  const compact = value.toUpperCase().replace(/\s+/g, "");
  const match = (country === "IRL" ? eircodePattern : postcodePattern).exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}

function text(label: string, min: number, max: number) {
  const message =
    min > 1
      ? `${label} must be ${min} to ${max} characters long`
      : `${label} must be at most ${max} characters long`;
  return z
    .string({ error: `Enter ${label.toLowerCase()}` })
    .trim()
    .min(1, `Enter ${label.toLowerCase()}`)
    .min(min, message)
    .max(max, message);
}

/** A whole number from JSON or a form's text, within limits. */
function wholeNumber(message: string, min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/** Left out or blank means none. */
function optionalNumber(message: string, min: number, max: number) {
  return blankAsMissing(wholeNumber(message, min, max).nullable().optional()).transform(
    (value) => value ?? null,
  );
}

/** A checkbox: ticked ("on", true) or not (left out, false). */
function tickBox(name: string) {
  return formBooleanField(`${name} must be true or false`)
    .optional()
    .transform((value) => value ?? false);
}

function priceField(kind: keyof typeof PRICE_LIMITS, per: string) {
  const { min, max } = PRICE_LIMITS[kind];
  return optionalNumber(
    `Enter a price ${per} from ${min / 100} to ${max / 100}, in pence or cents`,
    min,
    max,
  );
}

export const addressFields = {
  address_line: text("The street address", 3, 200),
  city: text("The town or city", 2, 100),
  postcode: z.string({ error: "Enter the postcode" }).trim().min(1, "Enter the postcode").max(10),
  country: z.enum(["GBR", "IRL"], { error: "Choose GBR (the UK) or IRL (Ireland)" }),
  lat: coordinate("lat"),
  lng: coordinate("lng"),
  place_id: optionalNumber("place_id is a gazetteer place's number", 1, 2_147_483_647),
};

/** The address as the service keeps it: a standard postcode, a pin inside the service area. */
export function checkAddress<
  T extends { postcode: string; country: "GBR" | "IRL"; lat: number; lng: number },
>(address: T, context: z.RefinementCtx) {
  if (normalisePostcode(address.postcode, address.country) === null) {
    context.addIssue({
      code: "custom",
      path: ["postcode"],
      message:
        address.country === "IRL"
          ? "Enter the Eircode, like D02 X285"
          : "Enter the postcode, like LS1 4DY",
    });
  }
  if (!isInServiceArea(address.lat, address.lng)) {
    context.addIssue({ code: "custom", path: ["lat"], message: outsideServiceAreaMessage });
  }
}

export const spaceFields = {
  title: text("The title", 5, 80),
  space_type: z.enum(spaceTypes, {
    error: `Choose the kind of space: ${spaceTypes.join(", ")}`,
  }),
  bays: wholeNumber(`Enter how many cars can park, from 1 to ${MAX_BAYS}`, 1, MAX_BAYS),
  description: blankAsMissing(
    z
      .string()
      .trim()
      .max(MAX_DESCRIPTION, `The description must be at most ${MAX_DESCRIPTION} characters long`)
      .optional(),
  ).transform((value) => value ?? ""),
};

export const accessFields = {
  access_instructions: text(
    "Access instructions",
    MIN_ACCESS_INSTRUCTIONS,
    MAX_ACCESS_INSTRUCTIONS,
  ),
};

const connector = z.enum(evConnectorTypes, {
  error: `Choose connectors from: ${evConnectorTypes.join(", ")}`,
});

export const facilitiesFields = {
  covered: tickBox("covered"),
  cctv: tickBox("cctv"),
  gated: tickBox("gated"),
  lit: tickBox("lit"),
  step_free: tickBox("step_free"),
  height_limit_cm: optionalNumber(
    "Enter the height limit in centimetres, from 100 to 500",
    100,
    500,
  ),
  ev_connectors: z
    .preprocess(
      (value) =>
        value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value],
      z.array(connector),
    )
    .transform((connectors) => [...new Set(connectors)]),
  ev_charger_kw: blankAsMissing(
    z
      .preprocess(
        (value) =>
          typeof value === "string" && /^\s*\d+(\.\d)?\s*$/.test(value) ? Number(value) : value,
        z
          .number({ error: "Enter the charger's power in kW, like 7 or 22" })
          .min(1, "Enter the charger's power in kW, from 1 to 350")
          .max(350, "Enter the charger's power in kW, from 1 to 350"),
      )
      .nullable()
      .optional(),
  ).transform((value) => value ?? null),
};

export function checkFacilities(
  facilities: { ev_connectors: string[]; ev_charger_kw: number | null },
  context: z.RefinementCtx,
) {
  if (facilities.ev_charger_kw !== null && facilities.ev_connectors.length === 0) {
    context.addIssue({
      code: "custom",
      path: ["ev_connectors"],
      message: "Choose the charger's connectors, or leave its power blank",
    });
  }
}

export const pricesFields = {
  offers_hourly: tickBox("offers_hourly"),
  offers_monthly: tickBox("offers_monthly"),
  hourly_minor: priceField("hourly", "per hour"),
  daily_minor: priceField("daily", "per day"),
  monthly_minor: priceField("monthly", "per month"),
};

export function checkPrices(
  prices: {
    offers_hourly: boolean;
    offers_monthly: boolean;
    hourly_minor: number | null;
    daily_minor: number | null;
    monthly_minor: number | null;
  },
  context: z.RefinementCtx,
) {
  if (!prices.offers_hourly && !prices.offers_monthly) {
    context.addIssue({
      code: "custom",
      path: ["offers_hourly"],
      message: "Offer hourly or monthly parking, or both",
    });
  }
  if (prices.offers_hourly && prices.hourly_minor === null && prices.daily_minor === null) {
    context.addIssue({
      code: "custom",
      path: ["hourly_minor"],
      message: "Enter a price per hour for hourly parking",
    });
  }
  if (
    prices.hourly_minor !== null &&
    prices.daily_minor !== null &&
    prices.daily_minor < prices.hourly_minor
  ) {
    context.addIssue({
      code: "custom",
      path: ["daily_minor"],
      message: "A whole day cannot cost less than an hour",
    });
  }
  if (prices.offers_monthly && prices.monthly_minor === null) {
    context.addIssue({
      code: "custom",
      path: ["monthly_minor"],
      message: "Enter a price per month for monthly parking",
    });
  }
}

const clockTime = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

const openingHours = z.object({
  weekday: wholeNumber("Choose a day of the week: 0 is Monday, 6 is Sunday", 0, 6),
  opens_at: z
    .string({ error: "Enter when it opens, like 07:00" })
    .regex(clockTime, "Enter when it opens, like 07:00"),
  closes_at: z
    .string({ error: "Enter when it closes, like 19:00" })
    .regex(clockTime, "Enter when it closes, like 19:00"),
});

/** A form lists every weekday; one whose times are left blank is closed. */
function isBlankDay(day: unknown) {
  const times = z.object({ opens_at: z.unknown(), closes_at: z.unknown() }).safeParse(day);
  return (
    times.success &&
    [times.data.opens_at, times.data.closes_at].every((time) => time === undefined || time === "")
  );
}

export const availabilityFields = {
  open_all_hours: tickBox("open_all_hours"),
  hours: z
    .preprocess(
      (value) => (Array.isArray(value) ? value.filter((day) => !isBlankDay(day)) : value),
      z.array(openingHours).max(7, "List each day of the week once").optional(),
    )
    .transform((hours) => hours ?? []),
};

export function checkAvailability(
  availability: {
    open_all_hours: boolean;
    hours: Array<{ weekday: number; opens_at: string; closes_at: string }>;
  },
  context: z.RefinementCtx,
) {
  if (availability.open_all_hours) return;
  if (availability.hours.length === 0) {
    context.addIssue({
      code: "custom",
      path: ["hours"],
      message: "Give the opening hours of at least one day, or choose open all hours",
    });
  }
  const seen = new Set<number>();
  availability.hours.forEach((day, index) => {
    if (seen.has(day.weekday)) {
      context.addIssue({
        code: "custom",
        path: ["hours", index, "weekday"],
        message: "List each day of the week once",
      });
    }
    seen.add(day.weekday);
    if (day.closes_at <= day.opens_at) {
      context.addIssue({
        code: "custom",
        path: ["hours", index, "closes_at"],
        message: "It must close after it opens",
      });
    }
  });
}

/**
 * Form data names a list's fields as conform does, "hours[0].opens_at"; JSON sends the list.
 * Turns the first into the second so one schema reads both.
 */
export function nestIndexedFields(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const nested: Record<string, unknown> = {};
  const lists = new Map<string, Array<Record<string, unknown>>>();
  for (const [key, value] of Object.entries(body)) {
    const match = /^(\w+)\[(\d{1,2})\]\.(\w+)$/.exec(key);
    if (!match) {
      nested[key] = value;
      continue;
    }
    const [, name = "", index = "0", field = ""] = match;
    const list = lists.get(name) ?? [];
    lists.set(name, list);
    (list[Number(index)] ??= {})[field] = value;
  }
  for (const [name, list] of lists) nested[name] = list.filter(Boolean);
  return nested;
}
