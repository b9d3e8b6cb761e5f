import type { Booking } from "#contract/bookings";
import { calendarFile, type CalendarEvent } from "#contract/icalendar";
import type { PaymentMethod } from "#contract/payments";
import type { Country } from "#contract/vocabulary";
import { cardReference } from "../domain/cards";
import { FULL_REFUND_NOTICE_MS } from "../domain/cancellation";
import type { EmailAttachment } from "../repositories/outbox";
import {
  addressText,
  directionsLink,
  monthlyPlan,
  moneyText,
  periodRows,
  spaceDay,
  spaceMoment,
} from "./formats";
import type { AmountLine, EmailBlock, EmailDocument, EmailLink } from "./layout";

/**
 * What each booking email says (issue 18): the driver's confirmation, receipt, reminders,
 * cancellation and renewals, and the owner's notice of a new booking. Each is a pure function of
 * the booking as the API answers it (`Booking`, amounts in major units) and the links it needs.
 */

/** A booking as its emails need it: the answer, the clock of its space, whom it is written to. */
export type BookingLetter = {
  booking: Booking;
  country: Country;
  firstName: string | null;
  /** The signed link that opens the booking without signing in (api/domain/manage-links.ts). */
  manageLink: string;
};

/** How a purchase was paid: the method, and the saved card's brand and last four if one was. */
export type PaymentUsed = {
  method: PaymentMethod;
  cardBrand: string | null;
  cardLast4: string | null;
};

const HOUR_MS = 60 * 60 * 1000;
const LOCAL_TIMES = "Times are local times at the space.";
const DRIVER_REASON =
  "You are getting this email because this address was given for a booking on Parkway.";

const walletNames: Record<Exclude<PaymentMethod, "card">, string> = {
  paypal: "PayPal",
  "apple-pay": "Apple Pay",
  "google-pay": "Google Pay",
};

export function paymentText(payment: PaymentUsed): string {
  if (payment.method !== "card") return walletNames[payment.method];
  return payment.cardBrand && payment.cardLast4
    ? cardReference({ brand: payment.cardBrand, last4: payment.cardLast4 })
    : "Card";
}

function greeting(firstName: string | null): EmailBlock {
  return { kind: "paragraph", text: firstName ? `Hello ${firstName},` : "Hello," };
}

function money(booking: Booking, amount: number): string {
  return moneyText(amount, booking.currency.value);
}

function vehicleText(booking: Booking): string {
  return booking.vehicle_reg ?? "Not given yet: add it on your booking page before you arrive";
}

/** Which booking, where and when. */
function whereAndWhen(letter: BookingLetter) {
  const { booking, country } = letter;
  return [
    { term: "Reference", detail: booking.reference },
    { term: "Space", detail: booking.space.title },
    { term: "Address", detail: addressText(booking.space) },
    ...periodRows(booking, country),
  ];
}

/** The booking's facts every driver email repeats: where, when, which car, which extras. */
function bookingRows(letter: BookingLetter) {
  const { booking } = letter;
  return [
    ...whereAndWhen(letter),
    { term: "Vehicle", detail: vehicleText(booking) },
    ...booking.products.map((extra) => ({
      term: "Extra",
      detail: `${extra.name}, ${extra.airport.name}`,
    })),
  ];
}

function accessBlock(booking: Booking): EmailBlock[] {
  const instructions = booking.access_instructions?.trim();
  return instructions ? [{ kind: "quote", title: "How to get in", text: instructions }] : [];
}

function manageButton(letter: BookingLetter): EmailBlock {
  return { kind: "button", link: { label: "Manage your booking", href: letter.manageLink } };
}

function directions(booking: Booking): EmailBlock {
  return {
    kind: "links",
    links: [{ label: "Directions to the space", href: directionsLink(booking.space) }],
  };
}

function driverFooter(unsubscribe?: EmailLink): EmailDocument["footer"] {
  return unsubscribe
    ? {
        reason:
          "You are getting this reminder because this address was given for a booking on Parkway. Confirmations, receipts and cancellations still come.",
        unsubscribe,
      }
    : { reason: DRIVER_REASON };
}

/** The cancellation rule as it applies to this booking, in one sentence. */
function cancellationRule(booking: Booking): string {
  if (booking.rental === "long") {
    return "You can cancel from your booking page. Before the start everything you paid is refunded; once it has started, cancelling ends it when the month you have paid for ends.";
  }
  const hours = FULL_REFUND_NOTICE_MS / HOUR_MS;
  return `You can cancel from your booking page. Cancel more than ${hours} hours before the start and everything you paid is refunded; later, the parking is not refunded.`;
}

/** The booking as a calendar event, as the web's calendar download makes it. */
export function bookingCalendar(letter: BookingLetter, now: Date): EmailAttachment {
  const { booking } = letter;
  const start = new Date(booking.start);
  const end = booking.end ? new Date(booking.end) : new Date(start.getTime() + HOUR_MS);
  const { space } = booking;
  const event: CalendarEvent = {
    uid: `${booking.reference}@parkway.example`,
    stamp: now,
    start,
    end,
    summary: `Parking at ${space.title}`,
    description: [
      ...bookingRows(letter).map((row) => `${row.term}: ${row.detail}`),
      `Your booking, with directions and how to get in: ${letter.manageLink}`,
    ].join("\n"),
    location: addressText(space),
    geo: space.lat !== null && space.lng !== null ? { lat: space.lat, lng: space.lng } : null,
    url: letter.manageLink,
    status: "CONFIRMED",
  };
  return {
    filename: `parkway-${booking.reference}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: Buffer.from(calendarFile(event), "utf8"),
  };
}

export function confirmationEmail(letter: BookingLetter): EmailDocument {
  const { booking, country } = letter;
  const when =
    booking.rental === "long"
      ? `from ${spaceDay(booking.start, country)}`
      : `from ${spaceMoment(booking.start, country)}`;
  return {
    subject: `Booking confirmed: ${booking.space.title} (${booking.reference})`,
    preheader: `Parking at ${booking.space.title} ${when}. Your reference is ${booking.reference}.`,
    heading: "Your parking is booked",
    blocks: [
      greeting(letter.firstName),
      {
        kind: "paragraph",
        text: `Your booking at ${booking.space.title} is confirmed, and you have paid ${money(booking, booking.total)}. Keep this email: its link opens your booking without signing in.`,
      },
      { kind: "details", rows: bookingRows(letter) },
      ...accessBlock(booking),
      manageButton(letter),
      directions(booking),
      {
        kind: "paragraph",
        text: `The booking is attached as a calendar event (parkway-${booking.reference}.ics). ${LOCAL_TIMES}`,
      },
      { kind: "paragraph", text: cancellationRule(booking) },
    ],
    footer: driverFooter(),
  };
}

/** One booking's lines on a receipt, in the order the pay step showed them. */
function receiptLines(booking: Booking): AmountLine[] {
  const discount = booking.valueBeforeDiscount - booking.value;
  const lines: AmountLine[] = [
    { label: "Parking", amount: money(booking, booking.valueBeforeDiscount) },
  ];
  if (discount > 0) lines.push({ label: "Discount", amount: `−${money(booking, discount)}` });
  lines.push({ label: "Service fee", amount: money(booking, booking.serviceFee) });
  if (booking.arrangementFee > 0) {
    lines.push({ label: "Arrangement fee", amount: money(booking, booking.arrangementFee) });
  }
  if (booking.deposit > 0) {
    lines.push({
      label: "Deposit (refunded when the booking ends)",
      amount: money(booking, booking.deposit),
    });
  }
  for (const extra of booking.products) {
    lines.push({ label: extra.name, amount: money(booking, extra.price) });
  }
  return lines;
}

export function receiptEmail(options: {
  bookings: Booking[];
  country: Country;
  firstName: string | null;
  payment: PaymentUsed & { amount: number; paidAt: Date };
}): EmailDocument {
  const { bookings, country, payment } = options;
  const [first] = bookings;
  if (!first) throw new Error("A receipt needs at least one booking");
  const currency = first.currency.value;
  const charged = moneyText(payment.amount, currency);
  const references = bookings.map((booking) => booking.reference).join(", ");
  const single = bookings.length === 1;
  return {
    subject: `Your Parkway receipt for ${references}`,
    preheader: `${charged} paid with ${paymentText(payment)} for parking at ${first.space.title}.`,
    heading: "Your receipt",
    blocks: [
      greeting(options.firstName),
      {
        kind: "paragraph",
        text: `Thank you for booking with Parkway. This is your receipt for ${charged}.`,
      },
      {
        kind: "details",
        rows: [
          { term: "Paid on", detail: spaceMoment(payment.paidAt, country) },
          { term: "Paid with", detail: paymentText(payment) },
          { term: single ? "Booking" : "Bookings", detail: references },
        ],
      },
      ...bookings.flatMap((booking): EmailBlock[] => [
        {
          kind: "heading",
          text: `${booking.reference}: ${booking.space.title}`,
        },
        {
          kind: "details",
          rows: periodRows(booking, country),
        },
        {
          kind: "amounts",
          rows: receiptLines(booking),
          total: {
            label: single ? "Total paid" : "Booking total",
            amount: money(booking, booking.total),
          },
        },
      ]),
      ...(single
        ? []
        : [
            {
              kind: "amounts",
              rows: [],
              total: { label: "Total paid", amount: charged },
            } satisfies EmailBlock,
          ]),
      {
        kind: "paragraph",
        text: "Your booking confirmation, with how to get in and your calendar event, comes in a separate email.",
      },
    ],
    footer: driverFooter(),
  };
}

export function startReminderEmail(letter: BookingLetter, unsubscribe: EmailLink): EmailDocument {
  const { booking, country } = letter;
  const starts = spaceMoment(booking.start, country);
  return {
    subject: `Reminder: your parking at ${booking.space.title} starts ${starts}`,
    preheader: `Your parking at ${booking.space.title} starts ${starts}. Here is how to get in.`,
    heading: "Your parking starts soon",
    blocks: [
      greeting(letter.firstName),
      {
        kind: "paragraph",
        text: `Your parking at ${booking.space.title} starts ${starts}. ${LOCAL_TIMES}`,
      },
      { kind: "details", rows: bookingRows(letter) },
      ...accessBlock(booking),
      manageButton(letter),
      directions(booking),
    ],
    footer: driverFooter(unsubscribe),
  };
}

function paidMonths(booking: Booking): string {
  const count = booking.interval_count ?? 1;
  return count === 1 ? "month" : `${count} months`;
}

export function renewalReminderEmail(
  letter: BookingLetter & { renewal: number; payment: PaymentUsed | null },
  unsubscribe: EmailLink,
): EmailDocument {
  const { booking, country } = letter;
  const renews = spaceDay(booking.paid_until ?? booking.start, country);
  const amount = money(booking, letter.renewal);
  const charged = letter.payment ? ` to ${paymentText(letter.payment)}` : "";
  return {
    subject: `Your monthly parking at ${booking.space.title} renews on ${renews}`,
    preheader: `On ${renews} we will charge ${amount} for the next ${paidMonths(booking)}.`,
    heading: "Your monthly parking renews soon",
    blocks: [
      greeting(letter.firstName),
      {
        kind: "paragraph",
        text: `On ${renews} we will charge ${amount}${charged} for the next ${paidMonths(booking)} of parking at ${booking.space.title}. You need do nothing to keep your space.`,
      },
      {
        kind: "details",
        rows: [
          { term: "Reference", detail: booking.reference },
          { term: "Plan", detail: monthlyPlan(booking) },
          { term: "Next payment", detail: `${amount} on ${renews}` },
        ],
      },
      {
        kind: "paragraph",
        text: `To stop it renewing, cancel on your booking page before ${renews}. You keep your space until the time you have paid for ends, and your deposit comes back once it has.`,
      },
      manageButton(letter),
    ],
    footer: driverFooter(unsubscribe),
  };
}

/** What a cancellation did, as the cancelling code decided it (api/domain/cancellation.ts). */
export type CancellationOutcome =
  | { kind: "refund"; refund: number }
  | { kind: "deposit-only"; refund: number }
  | { kind: "end-subscription"; endsAt: Date };

function refundParagraph(
  letter: BookingLetter,
  outcome: CancellationOutcome,
  payment: PaymentUsed | null,
): string {
  const { booking, country } = letter;
  const where = payment ? `to ${paymentText(payment)}` : "to the card or account you paid with";
  const banks = "Banks usually take a few working days to show a refund.";
  switch (outcome.kind) {
    case "refund":
      return outcome.refund > 0
        ? `We have refunded ${money(booking, outcome.refund)} ${where}. ${banks}`
        : "Nothing was paid for this booking, so there is nothing to refund.";
    case "deposit-only": {
      const rule =
        "It was cancelled within 24 hours of the start, so under our cancellation rule the parking is not refunded.";
      return outcome.refund > 0
        ? `${rule} Your deposit of ${money(booking, outcome.refund)} has been refunded ${where}. ${banks}`
        : `${rule} No refund is due. If the space was not as described, contact us and tell us what happened.`;
    }
    case "end-subscription": {
      const deposit =
        booking.deposit > 0
          ? ` Your deposit of ${money(booking, booking.deposit)} goes back ${where} once it has ended.`
          : "";
      return `Your monthly parking ends on ${spaceDay(outcome.endsAt, country)}, when the time you have paid for ends, and will not renew. Nothing more will be charged.${deposit}`;
    }
  }
}

export function cancellationEmail(
  letter: BookingLetter,
  outcome: CancellationOutcome,
  payment: PaymentUsed | null,
  contactLink: string,
): EmailDocument {
  const { booking } = letter;
  const ending = outcome.kind === "end-subscription";
  return {
    subject: ending
      ? `Your monthly parking at ${booking.space.title} will not renew (${booking.reference})`
      : `Booking cancelled: ${booking.space.title} (${booking.reference})`,
    preheader: refundParagraph(letter, outcome, payment),
    heading: ending ? "Your monthly parking is ending" : "Your booking is cancelled",
    blocks: [
      greeting(letter.firstName),
      {
        kind: "paragraph",
        text: ending
          ? `You have cancelled your monthly parking at ${booking.space.title}.`
          : `Your booking at ${booking.space.title} is cancelled, and the space is free for others.`,
      },
      { kind: "paragraph", text: refundParagraph(letter, outcome, payment) },
      { kind: "details", rows: whereAndWhen(letter) },
      manageButton(letter),
      { kind: "links", links: [{ label: "Questions? Contact us", href: contactLink }] },
    ],
    footer: driverFooter(),
  };
}

export function renewalReceiptEmail(
  letter: BookingLetter & { payment: PaymentUsed & { amount: number; paidAt: Date } },
): EmailDocument {
  const { booking, country, payment } = letter;
  const charged = money(booking, payment.amount);
  const parking = Math.min(payment.amount, booking.valueBeforeDiscount);
  const paidUntil = booking.paid_until ? spaceDay(booking.paid_until, country) : null;
  return {
    subject: `Your Parkway receipt: monthly parking at ${booking.space.title} renewed`,
    preheader: `${charged} paid for the next ${paidMonths(booking)} of parking at ${booking.space.title}.`,
    heading: "Your monthly parking has renewed",
    blocks: [
      greeting(letter.firstName),
      {
        kind: "paragraph",
        text: `We have charged ${charged} to ${paymentText(payment)} for the next ${paidMonths(booking)} of parking at ${booking.space.title}.${paidUntil ? ` You are paid up until ${paidUntil}.` : ""}`,
      },
      {
        kind: "details",
        rows: [
          { term: "Reference", detail: booking.reference },
          { term: "Plan", detail: monthlyPlan(booking) },
          { term: "Paid on", detail: spaceMoment(payment.paidAt, country) },
          { term: "Paid with", detail: paymentText(payment) },
        ],
      },
      {
        kind: "amounts",
        rows: [
          { label: "Parking", amount: money(booking, parking) },
          { label: "Service fee", amount: money(booking, payment.amount - parking) },
        ],
        total: { label: "Total paid", amount: charged },
      },
      {
        kind: "paragraph",
        text: "It renews the same way until you cancel. Cancel on your booking page to end it when the time you have paid for ends.",
      },
      manageButton(letter),
    ],
    footer: driverFooter(),
  };
}

export function renewalFailedEmail(
  letter: BookingLetter & { renewal: number | null; reason: string; spaceLink: string },
): EmailDocument {
  const { booking, country } = letter;
  const ends = spaceDay(booking.end ?? booking.paid_until ?? booking.start, country);
  const amount = letter.renewal === null ? "" : ` of ${money(booking, letter.renewal)}`;
  const deposit =
    booking.deposit > 0
      ? ` Your deposit of ${money(booking, booking.deposit)} goes back to the card you paid with once it has ended.`
      : "";
  return {
    subject: `Your monthly parking at ${booking.space.title} could not renew`,
    preheader: `The renewal payment did not go through, so your parking ends on ${ends}.`,
    heading: "Your monthly parking could not renew",
    blocks: [
      greeting(letter.firstName),
      {
        kind: "paragraph",
        text: `We could not take the renewal payment${amount} for your monthly parking at ${booking.space.title}: ${letter.reason}`,
      },
      {
        kind: "paragraph",
        text: `Your booking ends on ${ends}, when the time you have paid for ends. Nothing more will be charged.${deposit}`,
      },
      {
        kind: "paragraph",
        text: "To keep parking there, book the space again with a card that works. If it is still free, you can start straight away.",
      },
      { kind: "button", link: { label: "Book this space again", href: letter.spaceLink } },
      { kind: "links", links: [{ label: "Your booking", href: letter.manageLink }] },
    ],
    footer: driverFooter(),
  };
}

export function ownerNoticeEmail(options: {
  booking: Booking;
  country: Country;
  firstName: string | null;
  driverFirstName: string | null;
  listingsLink: string;
}): EmailDocument {
  const { booking, country } = options;
  const earned = money(booking, booking.valueBeforeDiscount);
  const when =
    booking.rental === "long"
      ? `from ${spaceDay(booking.start, country)}`
      : `from ${spaceMoment(booking.start, country)}`;
  const earnings =
    booking.rental === "long"
      ? `The parking price is ${earned} for the first ${paidMonths(booking)}, and the same again each time it renews. This is what the booking adds to your earnings; the driver paid Parkway's fees on top.`
      : `The parking price is ${earned}. This is what the booking adds to your earnings; the driver paid Parkway's fees on top.`;
  return {
    subject: `New booking at ${options.booking.space.title} ${when}`,
    preheader: `${booking.reference}: ${booking.vehicle_reg ?? "registration to follow"}, ${when}.`,
    heading: "You have a new booking",
    blocks: [
      greeting(options.firstName),
      {
        kind: "paragraph",
        text: `A driver has booked ${booking.space.title} ${when}.`,
      },
      {
        kind: "details",
        rows: [
          { term: "Reference", detail: booking.reference },
          ...(options.driverFirstName ? [{ term: "Driver", detail: options.driverFirstName }] : []),
          ...periodRows(booking, country),
          {
            term: "Vehicle registration",
            detail: booking.vehicle_reg ?? "Not given yet: the driver will add it before arriving",
          },
        ],
      },
      { kind: "paragraph", text: earnings },
      {
        kind: "paragraph",
        text: `Make sure the space is free and the driver can get in as your access instructions say. ${LOCAL_TIMES}`,
      },
      { kind: "button", link: { label: "See your listings", href: options.listingsLink } },
    ],
    footer: {
      reason:
        "You are getting this email because you list this space on Parkway. We email you about every booking of it.",
    },
  };
}
