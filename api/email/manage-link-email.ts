import type { Booking } from "#contract/bookings";
import type { Country } from "#contract/vocabulary";
import { addressText, periodRows, spaceMoment } from "./formats";
import type { EmailBlock, EmailDocument } from "./layout";

/**
 * The links of a guest's bookings, sent again when they ask at /manage-booking with the email
 * and registration they booked with (decision 020). Transactional: it answers their request.
 */

export const manageLinkEmailKind = "manage-link";

/** A stay whose link is sent: its first booking, when it ends with any time added, its link. */
export type LinkedStay = {
  booking: Booking;
  country: Country;
  endsAt: Date | null;
  manageLink: string;
};

function stayBlocks(stay: LinkedStay): EmailBlock[] {
  const { booking, country, endsAt } = stay;
  const period = periodRows(booking, country).map((row) =>
    row.term === "Leaving" && endsAt ? { ...row, detail: spaceMoment(endsAt, country) } : row,
  );
  return [
    { kind: "heading", text: booking.space.title },
    {
      kind: "details",
      rows: [
        { term: "Reference", detail: booking.reference },
        { term: "Address", detail: addressText(booking.space) },
        ...period,
      ],
    },
    {
      kind: "button",
      link: { label: `Manage booking ${booking.reference}`, href: stay.manageLink },
    },
  ];
}

export function manageLinkEmail(stays: readonly LinkedStay[]): EmailDocument {
  const one = stays.length === 1;
  return {
    subject: one ? "The link to your Parkway booking" : "The links to your Parkway bookings",
    preheader: one
      ? `Open booking ${stays[0]?.booking.reference ?? ""} without signing in.`
      : `Open your ${stays.length} bookings without signing in.`,
    heading: one ? "Your booking's link" : "Your bookings' links",
    blocks: [
      {
        kind: "paragraph",
        text: `You asked for the ${one ? "link to your booking" : "links to your bookings"}. Each link opens a booking on any device without signing in: its details, directions and how to get in, the receipt, adding time while you are parked, and cancelling.`,
      },
      ...stays.flatMap(stayBlocks),
      {
        kind: "paragraph",
        text: "If you did not ask for this email, you can ignore it: nobody can open your bookings without these links. Times are local times at the space.",
      },
    ],
    footer: {
      reason:
        "You are getting this email because someone asked for the links to the bookings made with this address and a vehicle registration on Parkway.",
    },
  };
}
