import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../api/db/client";
import { bookings } from "../../api/db/schema";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";
import { createListing, createOwner } from "./listing-factory";
import { createTestDatabase } from "./setup-database";

/** Tuesday 1 December 2026, 08:10 in London. */
let clock = new Date("2026-12-01T08:10:00Z");

let database: Database;
let api: ReturnType<typeof createTestApi>;
let listingId: number;

const origin = "http://localhost";
const guestDetails = {
  first_name: "Aoife",
  last_name: "Byrne",
  email: "aoife@example.com",
  mobile: "07700 900123",
  vehicle_reg: "AB12CDE",
};
const returnUrl = "/locations/leeds/city-centre/space/book?step=checkout&paid_with=card";

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { now: () => clock });
  const ownerId = await createOwner(database);
  const listing = await createListing(database, ownerId, {
    offersMonthly: false,
    seasons: [],
    airportCode: null,
    hourlyPriceMinor: 400,
    dailyPriceMinor: 2_000,
    bayCount: 1,
  });
  listingId = listing.id;
});

afterAll(async () => {
  await database.close();
});

const guest = () => bearerFor(["anonymous"], `anon_${crypto.randomUUID()}`);
let keys = 0;
const newKey = () => `sandbox-pages-${++keys}`;

async function post(path: string, body: unknown, headers: Record<string, string>) {
  const response = await api.request(`/api/v2${path}`, {
    method: "POST",
    ...jsonBody(body, headers),
  });
  return { status: response.status, body: await response.json() };
}

/** A page's form as a browser on this site would send it, with the page's cookie. */
async function submitPage(path: string, fields: Record<string, string>) {
  const page = await api.request(path);
  const cookie = page.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const token = /name="form_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  return api.request(path, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ form_token: token, ...fields }),
  });
}

/** The hosted card page as the pay step sends a driver to it, with what they are to pay. */
function hostedCardPage(returnTo: string, toPay = { amount: "12.40", currency: "GBP" }) {
  return `/api/v2/sandbox/pages/card?${new URLSearchParams({ mode: "hosted", return_to: returnTo, ...toPay })}`;
}

async function cardToken(number: string) {
  const { body } = await post(
    "/sandbox/card-tokens",
    { number, exp_month: 12, exp_year: 2030, cvc: "123" },
    await guest(),
  );
  return body.data.token as string;
}

async function heldBays() {
  return database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.listingId, listingId), inArray(bookings.status, ["reserved", "confirmed"])),
    );
}

let day = 2;
/** A guest books two hours on a day of their own with the authentication card. */
async function payWithAuthenticationCard() {
  day += 1;
  const headers = { ...(await guest()), "Idempotency-Key": newKey() };
  const body = {
    rental: "short",
    start: `2026-12-${String(day).padStart(2, "0")}T09:00:00Z`,
    end: `2026-12-${String(day).padStart(2, "0")}T11:00:00Z`,
    ...guestDetails,
    payment_token: await cardToken("4000 0027 6000 3184"),
    return_url: returnUrl,
  };
  const first = await post(`/spaces/${listingId}/book`, body, headers);
  return { first, again: () => post(`/spaces/${listingId}/book`, body, headers) };
}

test("a card that asks for authentication waits for the bank, and approving it books", async () => {
  const { first, again } = await payWithAuthenticationCard();
  expect(first.status).toBe(202);
  const action = first.body.data.purchase;
  expect(action).toMatchObject({
    status: "requires_action",
    client_secret: expect.stringMatching(/^sbx_pay_.+_secret_/),
    next_action: { type: "redirect_to_url" },
  });
  expect(action.next_action.url).toMatch(/^\/api\/v2\/sandbox\/authentications\/sbx_pay_/);
  // Asked again before the driver answers, it is still waiting, with its bay held.
  expect((await again()).status).toBe(202);
  expect(await heldBays()).toHaveLength(1);

  const page = await api.request(action.next_action.url);
  expect(page.status).toBe(200);
  expect(page.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  expect(page.headers.get("X-Frame-Options")).toBe("DENY");
  const text = await page.text();
  expect(text).toContain("£8.60 to Parkway");
  expect(text).toContain("Fail authentication");

  const approved = await submitPage(action.next_action.url, { answer: "approve" });
  expect(approved.status).toBe(303);
  expect(approved.headers.get("Location")).toBe(returnUrl);

  const paid = await again();
  expect(paid.status).toBe(201);
  expect(paid.body.data.bookings[0]).toMatchObject({ status: "confirmed", total: 8.6 });
  // The bank's page cannot be answered twice.
  const answered = await api.request(action.next_action.url);
  expect(answered.status).toBe(404);
  expect(await answered.text()).toContain("Nothing to confirm");
});

test("failing the bank's check books nothing, holds nothing and says so", async () => {
  const before = await heldBays();
  const { first, again } = await payWithAuthenticationCard();
  const url = first.body.data.purchase.next_action.url;

  const failed = await submitPage(url, { answer: "fail" });
  expect(failed.status).toBe(303);

  expect(await again()).toEqual({
    status: 402,
    body: {
      message:
        "Your bank could not confirm it was you. You have not been charged. Try again or use another card or method.",
      code: "authentication_failed",
    },
  });
  expect(await heldBays()).toEqual(before);
});

test("the bank's page needs its client secret, this site's form and an unexpired payment", async () => {
  const { first } = await payWithAuthenticationCard();
  const url: string = first.body.data.purchase.next_action.url;
  const wrongSecret = url.replace(/client_secret=[^&]+/, "client_secret=sbx_pay_x_secret_y");
  expect((await api.request(wrongSecret)).status).toBe(404);

  const crossSite = await api.request(url, {
    method: "POST",
    headers: {
      Origin: "https://evil.example",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ answer: "approve", form_token: "a".repeat(22) }),
  });
  expect(crossSite.status).toBe(403);
  const noToken = await api.request(url, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ answer: "approve", form_token: "a".repeat(22) }),
  });
  expect(noToken.status).toBe(400);

  const later = clock;
  clock = new Date(clock.getTime() + 11 * 60 * 1000);
  try {
    expect((await api.request(url)).status).toBe(404);
  } finally {
    clock = later;
  }
});

test("without a return URL the authentication card is declined, as off-session it must be", async () => {
  day += 1;
  const declined = await post(
    `/spaces/${listingId}/book`,
    {
      rental: "short",
      start: `2026-12-${String(day).padStart(2, "0")}T09:00:00Z`,
      end: `2026-12-${String(day).padStart(2, "0")}T11:00:00Z`,
      ...guestDetails,
      payment_token: await cardToken("4000 0027 6000 3184"),
    },
    { ...(await guest()), "Idempotency-Key": newKey() },
  );
  expect(declined.status).toBe(402);
  expect(declined.body.code).toBe("authentication_required");
});

test("a purchase's return URL is a path on this site", async () => {
  const refused = await post(
    `/spaces/${listingId}/book`,
    { rental: "short", ...guestDetails, return_url: "//evil.example/book" },
    { ...(await guest()), "Idempotency-Key": newKey() },
  );
  expect(refused.status).toBe(400);
  expect(refused.body.errors.return_url).toEqual([
    "A return URL is a path on this site, such as /book",
  ]);
});

test("the hosted card page turns a card into a token and sends the driver back, their state kept", async () => {
  const returnTo = "/book?step=checkout&state=3q2-7wAAAB";
  const path = hostedCardPage(returnTo);
  const page = await api.request(path);
  expect(page.status).toBe(200);
  expect(page.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  expect(page.headers.get("Cache-Control")).toBe("no-store");

  const sent = await submitPage(path, {
    mode: "hosted",
    return_to: returnTo,
    amount: "12.40",
    currency: "GBP",
    number: "4242 4242 4242 4242",
    expiry: "12/30",
    cvc: "123",
  });
  expect(sent.status).toBe(303);
  const back = new URL(sent.headers.get("Location") ?? "", origin);
  expect(back.pathname).toBe("/book");
  // The web's state for the trip (decision 025) comes back as it was given.
  expect(back.searchParams.get("state")).toBe("3q2-7wAAAB");
  expect(back.searchParams.get("paid_with")).toBe("card");
  expect(back.searchParams.get("token")).toMatch(/^sbx_tok_/);
});

test("the hosted card page has a way back that says the driver left it, as Checkout's does", async () => {
  const returnTo = "/book?step=checkout&state=3q2-7wAAAB";
  const path = hostedCardPage(returnTo);
  const page = await (await api.request(path)).text();

  const href = /<a\s+class="secondary"\s+href="([^"]+)"\s*>Cancel and go back<\/a/.exec(page)?.[1];
  const back = new URL((href ?? "").replaceAll("&amp;", "&"), origin);
  expect(back.pathname).toBe("/book");
  expect(Object.fromEntries(back.searchParams)).toEqual({
    step: "checkout",
    state: "3q2-7wAAAB",
    paid_with: "card",
    cancelled: "1",
  });
});

test("the hosted card page says what the driver pays and to whom, and says it again after a mistyped card", async () => {
  const returnTo = "/book?step=checkout&state=3q2-7wAAAB";
  const path = hostedCardPage(returnTo);
  const page = await (await api.request(path)).text();
  expect(page).toMatch(/<h1>\s*Pay by card\s*<\/h1>/);
  expect(page).toContain('<p class="amount">£12.40 to Parkway</p>');

  const mistyped = await submitPage(path, {
    mode: "hosted",
    return_to: returnTo,
    amount: "12.40",
    currency: "GBP",
    number: "4242 4242 4242 4241",
    expiry: "12/30",
    cvc: "123",
  });
  expect(mistyped.status).toBe(400);
  const again = await mistyped.text();
  expect(again).toContain("Enter a valid card number");
  expect(again).toContain('<p class="amount">£12.40 to Parkway</p>');
});

test("a space in Ireland is paid in euros on the hosted card page", async () => {
  const path = hostedCardPage("/book?step=checkout", { amount: "1234.50", currency: "EUR" });
  expect(await (await api.request(path)).text()).toContain(
    '<p class="amount">€1,234.50 to Parkway</p>',
  );
});

test("a hosted card page for a payment must say how much, in pounds or euros, to the penny", async () => {
  const cases: Record<string, string>[] = [
    { mode: "hosted", return_to: "/book" },
    { mode: "hosted", return_to: "/book", amount: "12.4", currency: "GBP" },
    { mode: "hosted", return_to: "/book", amount: "-1.00", currency: "GBP" },
    { mode: "hosted", return_to: "/book", amount: "1e3", currency: "GBP" },
    { mode: "hosted", return_to: "/book", amount: "12.40", currency: "USD" },
    { mode: "hosted", return_to: "/book", purpose: "pay", amount: "12.40" },
  ];
  for (const query of cases) {
    const answer = await api.request(`/api/v2/sandbox/pages/card?${new URLSearchParams(query)}`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      message: "Say the amount to pay and its currency, such as amount=12.40&currency=GBP",
    });
  }
});

test("saving a card to the account, the hosted page says so, and keeps saying so after a mistake", async () => {
  const query = { mode: "hosted", purpose: "save", return_to: "/account/cards?default=1" };
  const path = `/api/v2/sandbox/pages/card?${new URLSearchParams(query)}`;
  const page = await (await api.request(path)).text();
  expect(page).toMatch(/<h1>\s*Add a card\s*<\/h1>/);
  expect(page).not.toContain("Pay by card");
  // Saving takes no payment, so no amount, even one slipped into the address.
  expect(page).not.toContain("to Parkway");
  const slipped = await api.request(`${path}&amount=12.40&currency=GBP`);
  expect(await slipped.text()).not.toContain("to Parkway");

  const mistyped = await submitPage(path, {
    ...query,
    number: "4242 4242 4242 4241",
    expiry: "12/30",
    cvc: "123",
  });
  expect(mistyped.status).toBe(400);
  const again = await mistyped.text();
  expect(again).toMatch(/<h1>\s*Add a card\s*<\/h1>/);
  expect(again).not.toContain("to Parkway");

  const sent = await submitPage(path, {
    ...query,
    number: "4242 4242 4242 4242",
    expiry: "12/30",
    cvc: "123",
  });
  const back = new URL(sent.headers.get("Location") ?? "", origin);
  expect(back.pathname).toBe("/account/cards");
  expect(back.searchParams.get("default")).toBe("1");
  expect(back.searchParams.get("token")).toMatch(/^sbx_tok_/);
});

test("a mistyped card is shown again without its number, and nothing leaves the page", async () => {
  const path = hostedCardPage("/book");
  const sent = await submitPage(path, {
    mode: "hosted",
    return_to: "/book",
    amount: "12.40",
    currency: "GBP",
    number: "4242 4242 4242 4241",
    expiry: "13/30",
    cvc: "12",
  });
  expect(sent.status).toBe(400);
  const text = await sent.text();
  expect(text).toContain("Enter a valid card number");
  expect(text).toContain("Enter the expiry date as MM/YY");
  expect(text).not.toContain("4242 4242 4242 4241");
  expect(text).toContain('aria-invalid="true"');
});

test("the hosted card page only sends drivers back to this site", async () => {
  for (const returnTo of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
    expect((await api.request(hostedCardPage(returnTo))).status).toBe(400);
  }
});

test("the card fields are framed only by this site, and hand their token to it", async () => {
  const framed = `/api/v2/sandbox/pages/card?${new URLSearchParams({ mode: "embedded", parent_origin: origin })}`;
  const page = await api.request(framed);
  expect(page.status).toBe(200);
  expect(page.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
  expect(page.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
  const elsewhere = new URLSearchParams({
    mode: "embedded",
    parent_origin: "https://evil.example",
  });
  expect((await api.request(`/api/v2/sandbox/pages/card?${elsewhere}`)).status).toBe(400);

  const sent = await submitPage(framed, {
    mode: "embedded",
    parent_origin: origin,
    number: "4242424242424242",
    expiry: "12/30",
    cvc: "123",
  });
  expect(sent.status).toBe(200);
  const text = await sent.text();
  expect(text).toMatch(/parent\.postMessage\(\{"type":"parkway-card-token","token":"sbx_tok_/);
  expect(text).toContain(`"${origin}"`);
  expect(text).not.toContain("4242424242424242");
});

test("a wallet's approval page says what the driver pays, and issues a one-off token or sends them back cancelled", async () => {
  const query = {
    method: "paypal",
    return_to: "/book?step=checkout&state=3q2-7wAAAB",
    amount: "8.75",
    currency: "EUR",
  };
  const path = `/api/v2/sandbox/pages/wallet?${new URLSearchParams(query)}`;
  const page = await (await api.request(path)).text();
  expect(page).toContain("Approve payment");
  expect(page).toContain('<p class="amount">€8.75 to Parkway</p>');

  const approved = await submitPage(path, { answer: "approve" });
  expect(approved.status).toBe(303);
  const back = new URL(approved.headers.get("Location") ?? "", origin);
  expect(back.searchParams.get("paid_with")).toBe("paypal");
  expect(back.searchParams.get("token")).toMatch(/^sbx_wal_/);

  const unpriced = new URLSearchParams({ method: "paypal", return_to: "/book" });
  const refused = await api.request(`/api/v2/sandbox/pages/wallet?${unpriced}`);
  expect(refused.status).toBe(400);

  const cancelled = await submitPage(path, { answer: "cancel" });
  expect(cancelled.headers.get("Location")).toBe(
    "/book?step=checkout&state=3q2-7wAAAB&paid_with=paypal&cancelled=1",
  );
});
