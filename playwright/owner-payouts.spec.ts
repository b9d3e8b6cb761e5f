import { issueAccessToken } from "../api/domain/access-tokens";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessible } from "./support/accessibility";
import { registerDriver, signIn } from "./support/drivers";
import { expect, open, settle, test } from "./support/fixtures";
import { publishedSpace } from "./support/owner-spaces";
import { bookThroughService } from "./support/service-booking";
import { TEST_JWT_SECRET } from "./support/test-server";
import { wallClockIn } from "./support/wall-clock";

/**
 * Issue 20 point 5, decision 026: an owner whose space is booked and paid sees the earnings in
 * Payouts; a booking refunded before the run is taken off; they add their bank details, and
 * after the month's payout run they find the payout and its statement. JavaScript on and off.
 */

/** The month after the one `date` ("2027-01-15") falls in, as the payout run names months. */
function monthAfter(date: string) {
  const [year, month] = date.split("-").map(Number);
  return month === 12 ? `${year! + 1}-01` : `${year}-${String(month! + 1).padStart(2, "0")}`;
}

async function runPayouts(request: APIRequestContext, month: string) {
  const { token } = await issueAccessToken({
    secret: TEST_JWT_SECRET,
    subject: "e2e-admin",
    scopes: ["admin"],
    lifetimeSeconds: 600,
  });
  const run = await request.post("/api/admin/payout-runs", {
    headers: { Authorization: `Bearer ${token}` },
    data: { month },
  });
  expect(run.status(), `the payout run: ${await run.text()}`).toBe(200);
}

function balanceOf(page: Page) {
  return page.getByText(/^Earned, not yet paid/).locator("xpath=following-sibling::dd");
}

test("an owner sees what they earned, less a refund, adds their bank and is paid with a statement", async ({
  page,
  context,
  request,
  baseURL,
  javaScriptEnabled,
  consoleErrors,
}) => {
  // Two bookings, a refund, two forms, a payout run and a statement: a long journey.
  test.slow();
  // The account number that fails the modulus check is answered 400, as a form with errors is.
  consoleErrors.allowStatus("/account/payouts", 400);
  const owner = await registerDriver(request, { firstName: "Ada", lastName: "Owner" });
  const spaceId = await publishedSpace(request, owner, {
    title: "Bay behind the payouts office",
    bays: 2,
  });
  const day = 30 + (javaScriptEnabled ? 0 : 3);
  const kept = { start: wallClockIn(day, 9), end: wallClockIn(day, 11) };
  const refunded = { start: wallClockIn(day, 13), end: wallClockIn(day, 14) };
  const booker = { firstName: "Priya", lastName: "Shah", registration: "PO26UTS" };
  const paid = await bookThroughService(request, spaceId, kept, booker);
  const cancelled = await bookThroughService(request, spaceId, refunded, booker);

  await signIn(context, owner, baseURL ?? "http://127.0.0.1");
  await open(page, "/account", javaScriptEnabled);
  await page
    .getByRole("navigation", { name: "Your account" })
    .getByRole("link", { name: "Payouts" })
    .click();
  await settle(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Payouts", level: 2 })).toBeVisible();
  await expect(balanceOf(page)).toHaveText("£9.00");
  await expect(page.getByText(/Add your UK bank details below so we can pay you/)).toBeVisible();

  // More than 24 hours ahead: the driver gets everything back, and the owner's £3.00 goes too.
  const cancel = await request.post(`/api/v2/tenant/bookings/${cancelled.booking.id}/cancel`, {
    headers: cancelled.headers,
    data: {},
  });
  expect(cancel.status(), "cancelling the second booking").toBe(200);
  await open(page, "/account/payouts", javaScriptEnabled);
  await expect(balanceOf(page)).toHaveText("£6.00");

  const ukAccount = page.getByRole("form", { name: "UK bank account, paid in pounds" });
  await ukAccount
    .getByRole("textbox", { name: "Account holder's name", exact: true })
    .fill("Ada Owner");
  await ukAccount.getByRole("textbox", { name: "Sort code", exact: true }).fill("08-99-99");
  await ukAccount.getByRole("textbox", { name: "Account number", exact: true }).fill("66374959");
  await ukAccount.getByRole("button", { name: "Save UK bank account" }).click();
  await settle(page, javaScriptEnabled);
  await expect(
    ukAccount.getByText(
      "This account number does not belong with this sort code: check both for a typing mistake",
    ),
  ).toBeVisible();
  await ukAccount.getByRole("textbox", { name: "Account number", exact: true }).fill("66374958");
  await ukAccount.getByRole("button", { name: "Save UK bank account" }).click();
  await settle(page, javaScriptEnabled);
  await expect(
    page.getByText("UK bank account ending 4958, in the name of Ada Owner"),
  ).toBeVisible();
  await expect(page.getByText(/Add your UK bank details/)).toHaveCount(0);
  await expectAccessible(page, javaScriptEnabled, "the payouts page");

  // The sandbox rehearses the payout made early in the month after the parking.
  const month = monthAfter(kept.end.date);
  await runPayouts(request, month);
  await open(page, "/account/payouts", javaScriptEnabled);
  await expect(balanceOf(page)).toHaveText("£0.00");
  const payouts = page.getByRole("table", { name: "Payouts made, most recent first" });
  await expect(payouts.getByRole("row").nth(1)).toContainText("£6.00");
  await expect(payouts.getByRole("row").nth(1)).toContainText("Account ending 4958");
  await expect(payouts.getByRole("row").nth(1)).toContainText("Paid");

  const statementLink = payouts.getByRole("link", { name: /^Statement for / });
  const statementPath = await statementLink.getAttribute("href");
  await statementLink.click();
  await settle(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: /^Payout statement, / })).toBeVisible();
  const lines = page.getByRole("table", { name: /^What the .* payouts paid for/ });
  await expect(lines.getByRole("row").filter({ hasText: paid.booking.reference })).toContainText(
    "£6.00",
  );
  await expect(
    lines
      .getByRole("row")
      .filter({ hasText: cancelled.booking.reference })
      .filter({ hasText: "Refund" }),
  ).toContainText("-£3.00");
  await expectAccessible(page, javaScriptEnabled, "a payout statement");

  const download = await request.get(`${statementPath}/csv`, {
    headers: { Cookie: `parkway_token=${owner.token}` },
  });
  expect(download.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await download.text()).toContain(
    `${paid.booking.reference},Bay behind the payouts office`,
  );
});
