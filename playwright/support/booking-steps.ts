import type { FrameLocator, Page } from "@playwright/test";
import { expect as baseExpect, open } from "./fixtures";

// Each step is a server-rendered page on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });

export function heading(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

/** From the space page's period to the booking's first step. */
export async function startBooking(page: Page, path: string, javaScriptEnabled: boolean) {
  await open(page, path, javaScriptEnabled);
  await page.getByRole("link", { name: "Book this space" }).click();
  await expect(page).toHaveURL(/\/book\?step=bookings$/);
  await expect(heading(page)).toHaveText("Your booking");
}

export async function continueTo(page: Page, step: string, title: string, button = "Continue") {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?step=${step}$`));
  await expect(heading(page)).toHaveText(title);
}

export async function lookUpVehicle(page: Page) {
  await page.getByLabel("Registration", { exact: true }).fill("ab12 cde");
  await page.getByRole("button", { name: "Find vehicle" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Found:" })).toHaveText(
    "Found: Ford, AB12CDE",
  );
}

/** The payment provider's card fields, framed on the pay step when JavaScript runs. */
export function cardFrame(page: Page) {
  return page.frameLocator('iframe[title="Card details"]');
}

export async function typeCard(form: Page | FrameLocator, number: string) {
  await form.getByRole("textbox", { name: "Card number" }).fill(number);
  await form.getByRole("textbox", { name: /^Expiry date/ }).fill("12/34");
  await form.getByRole("textbox", { name: /^Security code/ }).fill("123");
}

/**
 * Pays with a new card where the provider takes it (decision 025): in its framed fields with
 * JavaScript, or, without, on its hosted card page that Pay leads to.
 */
export async function payByCard(page: Page, number: string, javaScriptEnabled: boolean) {
  await expect(page.getByRole("radio", { name: /^(Card|A new card)$/ })).toBeChecked();
  if (javaScriptEnabled) {
    await typeCard(cardFrame(page), number);
    await payButton(page).click();
    return;
  }
  const total = await bookingTotal(page).textContent();
  await payButton(page).click();
  await expect(page).toHaveURL(/\/api\/v2\/sandbox\/pages\/card\?/);
  await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible();
  // As every provider's page does, it says how much is paid and to whom: the booking's total.
  await expect(page.getByText(`${total} to Parkway`, { exact: true })).toBeVisible();
  await typeCard(page, number);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** What the booking's summary says the driver pays now: "Total", or a season's "To pay today". */
export function bookingTotal(page: Page) {
  return page.locator('dt:is(:text-is("Total"), :text-is("To pay today")) + dd');
}

export function payButton(page: Page) {
  return page.getByRole("button", { name: /^Pay £[\d,.]+ and book$/ });
}

/** The booking's confirmation page: the address, the heading and the reference. */
export async function expectConfirmed(page: Page, kind: "hourly" | "monthly") {
  const address = kind === "monthly" ? "lt-booking-thank-you" : "booking-confirmed";
  await expect(page).toHaveURL(new RegExp(`/${address}/\\d+\\?hash=[\\w-]+$`));
  await expect(heading(page)).toHaveText(
    kind === "monthly" ? "Your monthly parking is booked" : "Your parking is booked",
  );
  const reference = page.locator('dt:text-is("Booking reference") + dd');
  await expect(reference).toHaveText(/^PW-[0-9A-Z]+$/);
  return (await reference.textContent())!;
}
