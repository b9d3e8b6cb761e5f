import { createCookie } from "react-router";
import { checkoutSchema, type Checkout } from "~/lib/checkout";

/**
 * The booking in progress, kept in the driver's browser so every step works without JavaScript
 * and survives a reload and the back button. It holds only what the driver typed and ids the
 * service checks against their token again, so the service stays the judge of every value.
 */
const checkoutCookie = createCookie("parkway_checkout", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 24 * 60 * 60,
});

export async function readCheckout(request: Request): Promise<Checkout | null> {
  const parsed = checkoutSchema.safeParse(
    await checkoutCookie.parse(request.headers.get("Cookie")),
  );
  return parsed.success ? parsed.data : null;
}

export function saveCheckout(checkout: Checkout, secure: boolean) {
  return checkoutCookie.serialize(checkout, { secure });
}

export function clearCheckout() {
  return checkoutCookie.serialize("", { maxAge: 0 });
}
