import type { Page } from "@playwright/test";
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

export async function fillCard(page: Page, number: string) {
  await expect(page.getByRole("radio", { name: "Card" })).toBeChecked();
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code").fill("123");
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
