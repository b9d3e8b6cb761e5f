import { data, type RouterContextProvider } from "react-router";
import { NOT_FOUND_TITLE } from "~/components/error-page";
import { bookingsFor } from "~/upstream/bookings.server";

const bookingNumber = /^[1-9]\d{0,14}$/;
const MAX_HASH_LENGTH = 100;

export function bookingNotFound(): never {
  throw data({ message: NOT_FOUND_TITLE }, { status: 404 });
}

/**
 * The booking id and hash an emailed link carries. A link without either is the 404 page,
 * which says to use the link in the booking email.
 */
export function bookingLink(bookingId: string | undefined, hash: string | null) {
  if (!bookingId || !bookingNumber.test(bookingId)) bookingNotFound();
  if (!hash || hash.length > MAX_HASH_LENGTH) bookingNotFound();
  return { id: Number(bookingId), hash };
}

/** The booking an emailed link names, with its review; a link the service does not know is a 404. */
export async function bookingFromLink(
  context: Readonly<RouterContextProvider>,
  bookingId: string | undefined,
  hash: string | null,
) {
  const link = bookingLink(bookingId, hash);
  const answer = await bookingsFor(context).booking(link.id, link.hash);
  if (answer.kind === "missing") bookingNotFound();
  return { booking: answer.booking, review: answer.review, hash: link.hash };
}
