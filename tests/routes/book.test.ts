import { http } from "msw";
import { describe, expect, onTestFinished, test } from "vitest";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import { cardAnswerSchema } from "#contract/cards";
import {
  paymentActionSchema,
  paymentDeclinedSchema,
  purchasedSchema,
  reservedSchema,
} from "#contract/checkout";
import { productSearchSchema } from "#contract/products";
import type { Booking } from "#contract/bookings";
import { quoteSchema, type Quote } from "#contract/quotes";
import { vehicleLookupAnswerSchema } from "#contract/vehicles";
import type { ProductKey } from "#contract/vocabulary";
import { defaultSiteFeatures } from "../../api/domain/site-features";
import { startCheckout, type Checkout } from "../../app/lib/checkout";
import { readCheckout, saveCheckout } from "../../app/routes/book/checkout-cookie.server";
import { hostContext, visitorContext } from "../../app/upstream/context";
import { action, loader } from "../../app/routes/book";
import { paymentReturnState } from "../../app/routes/payment-pages.server";
import { readPaymentRefusal } from "../../app/routes/book/payment.server";
import { driver, driverToken, guestToken, marketplaceUrl } from "../mocks/marketplace";
import { bookings, heldHourly, purchasedWith } from "../mocks/bookings";
import { contractJson } from "../mocks/contract-json";
import { server } from "../mocks/server";
import { camdenDriveway, quoteCall, quoteOf } from "../mocks/spaces";
import { quoteRefusalWithSpaceSchema, quoteWithSpaceSchema, spaceSchema } from "#contract/spaces";
import { dataArgs, webContext } from "./web-context";

const api = (path: string) => new URL(path, marketplaceUrl).toString();
const bookPath = `${camdenDriveway.path}/book`;
const [, city = "", district = "", slug = ""] = camdenDriveway.path.split("/");
const params = { city, district, space: slug };

const start = new Date("2030-03-04T10:00:00Z");
const end = new Date("2030-03-04T14:00:00Z");
const hourly = { rental: "short" as const, seasonPlan: "mon-sun" as const, start, end };

/** A booking in progress with every step before payment done. */
function readyToPay(): Checkout {
  return {
    ...startCheckout(camdenDriveway.id, hourly, "key-0000-0000-0001"),
    driver: {
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      mobile: "07700900123",
    },
    vehicle: { kind: "registration", registration: "AB12CDE", make: "Ford", makeImage: null },
    completed: ["bookings", "details", "vehicle"],
  };
}

/** The state a provider's page brings back for this booking's payment attempt (decision 025). */
function stateOf(checkout: Checkout) {
  return paymentReturnState(checkout.paymentKey);
}

async function cookieFor(checkout: Checkout) {
  return (await saveCheckout(checkout, false)).split(";")[0]!;
}

function visitorWith(user: typeof driver | null = null) {
  const context = webContext();
  context.set(visitorContext, {
    token: user ? driverToken : guestToken,
    anonymousId: "anon-test",
    user,
    features: defaultSiteFeatures,
  });
  return context;
}

async function load(query: string, checkout?: Checkout) {
  const headers = checkout ? { Cookie: await cookieFor(checkout) } : undefined;
  const args = dataArgs(`http://localhost${bookPath}${query}`, {
    context: visitorWith(),
    headers,
  });
  return loader({ ...args, params });
}

async function post(
  fields: Record<string, string>,
  checkout: Checkout,
  user: typeof driver | null = null,
  otherCookies: string[] = [],
) {
  const args = dataArgs(`http://localhost${bookPath}?step=x`, {
    context: visitorWith(user),
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Cookie: [await cookieFor(checkout), ...otherCookies].join("; "),
      "Content-Type": "application/x-www-form-urlencoded",
    },
  });
  return action({ ...args, params });
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected the loader to throw");
}

/** The booking saved by a response, read back as the next request would. */
async function savedCheckout(response: Response) {
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  return readCheckout(
    new Request("http://localhost/", { headers: { Cookie: cookies.join("; ") } }),
  );
}

/** The action's answer shown in place: React Router's data() with its status. */
function inPlace(answer: unknown) {
  const { data, init } = answer as {
    data: { result: { error?: Record<string, string[] | null> } };
    init: { status: number; headers?: HeadersInit };
  };
  return { status: init.status, errors: data.result.error ?? {}, headers: init.headers };
}

/** The service's quote for the hourly stay; a code takes £5 off its parking. */
function quoteAnswer(discount: Quote["discount"] = null): { data: Quote } {
  const quote = quoteOf(hourly);
  if (!discount) return { data: quote };
  const line = { ...quote.quotes[0]!, value: 4.9, voucher_code: discount.code };
  return { data: { ...quote, quotes: [line], totalValue: 4.9 + 0.74, discount } };
}

describe("arriving and moving between steps", () => {
  test("the space page's period starts a booking and leaves the URL", async () => {
    const response = await thrown(
      load("?rental=short&start=2030-03-04T10:00&end=2030-03-04T14:00"),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${bookPath}?step=bookings`);
    const checkout = await savedCheckout(response);
    expect(checkout).toMatchObject({ spaceId: 12, rental: "short", completed: [] });
    expect(
      response.headers.getSetCookie().some((cookie) => cookie.startsWith("parkway_analytics=")),
    ).toBe(true);
  });

  test("the same period again carries on with the booking in progress", async () => {
    const progress = readyToPay();
    const response = await thrown(
      load("?rental=short&start=2030-03-04T10:00&end=2030-03-04T14:00", progress),
    );
    expect((await savedCheckout(response))?.completed).toEqual(progress.completed);
  });

  test("with nothing in progress, a step goes back to the space page", async () => {
    const response = await thrown(load("?step=details"));
    expect(response.headers.get("Location")).toBe(camdenDriveway.path);
  });

  test("a later step than the driver has reached goes to the first one still to do", async () => {
    const checkout = { ...readyToPay(), completed: ["bookings" as const] };
    const response = await thrown(load("?step=checkout", checkout));
    expect(response.headers.get("Location")).toBe(`${bookPath}?step=details`);
  });

  test("a step shows the quote's lines and total", async () => {
    server.use(quoteCall(api, () => contractJson(quoteSchema, quoteAnswer())));
    const page = await load("?step=checkout", readyToPay());
    expect(page.data.quote).toMatchObject({
      kind: "quote",
      total: 10.64,
      lines: [
        { label: "Parking", amount: 9.9 },
        { label: "Service fee", amount: 0.74 },
      ],
    });
    expect(page.data.steps.map((step) => step.state)).toEqual(["done", "done", "done", "current"]);
  });

  /** The calls a step's load makes to the service, other than page-path look-ups. */
  async function askedToLoad(query: string, checkout: Checkout) {
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      // The web's own calls: the mocked service's calls to itself carry no request id.
      if (!request.headers.has("X-Request-Id")) return;
      const url = new URL(request.url);
      if (!url.pathname.includes("/spaces/by-path/"))
        asked.push(`${request.method} ${url.pathname}`);
    };
    server.events.on("request:start", listener);
    onTestFinished(() => {
      server.events.removeListener("request:start", listener);
    });
    return { page: await load(query, checkout), asked };
  }

  const spaceCall = `GET ${new URL(api("v2/spaces/12")).pathname}`;
  const quoteCallOf = `POST ${new URL(api("v2/spaces/12/quote")).pathname}`;

  test("a plain line is priced by the space's own answer, which visitors may share (decision 042)", async () => {
    const { page, asked } = await askedToLoad("?step=details", readyToPay());
    expect(asked).toEqual([spaceCall]);
    expect(page.data.space).toMatchObject({ id: 12, title: camdenDriveway.title });
    expect(page.data.quote).toMatchObject({ kind: "quote", total: 10.64 });
  });

  test.each([
    ["the pay step", "?step=checkout", readyToPay()],
    ["a line with a code", "?step=details", { ...readyToPay(), discountCode: "WELCOME5" }],
    [
      "monthly parking",
      "?step=details",
      {
        ...startCheckout(
          12,
          { rental: "long", seasonPlan: "mon-sun", start, end: null },
          "key-0000-0000-0002",
        ),
        completed: ["bookings" as const],
      },
    ],
  ])(
    "%s asks the quote call once, and its answer carries the space",
    async (_, query, checkout) => {
      const { page, asked } = await askedToLoad(query, checkout);
      expect(asked).toEqual([quoteCallOf]);
      expect(page.data.space).toMatchObject({ id: 12, title: camdenDriveway.title });
      expect(page.data.quote).toMatchObject({ kind: "quote" });
    },
  );

  test("when the space's answer finds no bay free, the quote call says why", async () => {
    const message = "This space is fully booked between 10:00 and 14:00. Choose other times.";
    server.use(
      http.get(api("v2/spaces/:id"), () =>
        contractJson(spaceSchema, {
          data: {
            ...camdenDriveway,
            available: false,
            quote: { status: 200, data: quoteOf(hourly) },
          },
        }),
      ),
      http.post(api("v2/spaces/:id/quote"), () =>
        contractJson(
          quoteRefusalWithSpaceSchema,
          { message, space: camdenDriveway },
          { status: 409 },
        ),
      ),
    );
    const { page, asked } = await askedToLoad("?step=details", readyToPay());
    expect(asked).toEqual([spaceCall, quoteCallOf]);
    expect(page.data.quote).toEqual({ kind: "refused", message });
  });

  test("a stay the space's answer will not price is left to the quote call", async () => {
    server.use(
      http.get(api("v2/spaces/:id"), () =>
        contractJson(
          invalidRequestSchema,
          {
            message: "Please correct the invalid fields",
            errors: { start: ["That date has passed"] },
          },
          { status: 400 },
        ),
      ),
      http.post(api("v2/spaces/:id/quote"), () =>
        contractJson(quoteWithSpaceSchema, { data: quoteOf(hourly), space: camdenDriveway }),
      ),
    );
    const { page, asked } = await askedToLoad("?step=details", readyToPay());
    expect(asked).toEqual([spaceCall, quoteCallOf]);
    expect(page.data.quote).toMatchObject({ kind: "quote", total: 10.64 });
  });

  test("a period no longer free shows the service's message in place of a price", async () => {
    const message = "This space is fully booked between 10:00 and 14:00. Choose other times.";
    server.use(quoteCall(api, () => contractJson(messageSchema, { message }, { status: 409 })));
    const page = await load("?step=bookings", readyToPay());
    expect(page.data.quote).toEqual({ kind: "refused", message });
  });
});

describe("a space its owner has paused", () => {
  test("its booking page says it is not taking bookings, with a 410", async () => {
    const message =
      "This space is not taking bookings at the moment. Search for another space nearby.";
    server.use(
      http.get(api("v2/spaces/:id"), () =>
        contractJson(messageSchema, { message }, { status: 410 }),
      ),
    );
    const answer = await thrown(load("?step=details", readyToPay()));
    expect(answer).toMatchObject({ data: { message }, init: { status: 410 } });
  });
});

describe("the driver's details and vehicle", () => {
  test("a signed-in driver's details, mobile included, are filled in from their account", async () => {
    const started = {
      ...startCheckout(camdenDriveway.id, hourly, "key-0000-0000-0003"),
      completed: ["bookings" as const],
    };
    const args = dataArgs(`http://localhost${bookPath}?step=details`, {
      context: visitorWith(driver),
      headers: { Cookie: await cookieFor(started) },
    });
    const page = (await loader({ ...args, params })) as { data: { driver: object } };
    expect(page.data.driver).toEqual({
      first_name: driver.first_name,
      last_name: driver.last_name,
      email: driver.email,
      mobile: driver.mobile,
    });
  });

  test("a bad email is refused on its field and nothing is saved", async () => {
    const answer = inPlace(
      await post(
        {
          intent: "details",
          first_name: "Ada",
          last_name: "Lovelace",
          email: "ada-at-example",
          mobile: "07700 900123",
        },
        readyToPay(),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.errors.email).toEqual(["Enter a valid email address, like name@example.com"]);
    expect(answer.headers).toBeUndefined();
  });

  test("valid details are saved and lead to the vehicle", async () => {
    const checkout = { ...readyToPay(), driver: null, completed: ["bookings" as const] };
    const response = (await post(
      {
        intent: "details",
        first_name: " Grace ",
        last_name: "Hopper",
        email: "grace@example.com",
        mobile: "+44 7700 900456",
      },
      checkout,
    )) as Response;
    expect(response.headers.get("Location")).toBe(`${bookPath}?step=vehicle`);
    const saved = await savedCheckout(response);
    expect(saved?.driver).toEqual({
      first_name: "Grace",
      last_name: "Hopper",
      email: "grace@example.com",
      mobile: "+447700900456",
    });
    expect(saved?.completed).toContain("details");
  });

  test("a registration is looked up without its spaces (spec §5) and its make kept", async () => {
    const looked: string[] = [];
    server.use(
      http.get(api("v2/vehicle-information/:registration"), ({ params }) => {
        looked.push(String(params.registration));
        return contractJson(vehicleLookupAnswerSchema, {
          data: {
            registration: "AB12CDE",
            make: "Ford",
            make_image: "/api/car-manufacturers/ford",
            model: "Focus",
            colour: "Blue",
            year: 2019,
          },
        });
      }),
    );
    const response = (await post(
      { intent: "look-up-vehicle", vehicle: "unknown", registration: "ab12 cde" },
      { ...readyToPay(), vehicle: null },
    )) as Response;
    expect(looked).toEqual(["AB12CDE"]);
    expect(response.headers.get("Location")).toBe(`${bookPath}?step=vehicle`);
    expect((await savedCheckout(response))?.vehicle).toEqual({
      kind: "registration",
      registration: "AB12CDE",
      make: "Ford",
      makeImage: "/api/car-manufacturers/ford",
    });
  });

  test("'registration unknown' needs no registration", async () => {
    const response = (await post(
      { intent: "vehicle", vehicle: "unknown" },
      readyToPay(),
    )) as Response;
    expect((await savedCheckout(response))?.vehicle).toEqual({ kind: "unknown" });
  });
});

describe("discount codes (spec §4)", () => {
  test("a code the quote takes is applied", async () => {
    server.use(
      quoteCall(api, () =>
        contractJson(quoteSchema, quoteAnswer({ code: "WELCOME5", label: "WELCOME5 (£5 off)" })),
      ),
    );
    const response = (await post(
      { intent: "apply-discount", discount_code: "welcome5" },
      readyToPay(),
    )) as Response;
    expect((await savedCheckout(response))?.discountCode).toBe("WELCOME5");
  });

  test("a code is checked in the visitor's name: their address and the request's id go with it", async () => {
    const sent: Headers[] = [];
    server.use(
      quoteCall(api, ({ request }) => {
        sent.push(request.headers);
        return contractJson(
          quoteSchema,
          quoteAnswer({ code: "WELCOME5", label: "WELCOME5 (£5 off)" }),
        );
      }),
    );
    await post({ intent: "apply-discount", discount_code: "welcome5" }, readyToPay());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get("X-Forwarded-For")).toBe("198.51.100.1");
    expect(sent[0]!.get("X-Request-Id")).toBe("request-test-1");
  });

  test("a code the service refuses stays off, with its reason on the field", async () => {
    server.use(
      quoteCall(api, () =>
        contractJson(
          invalidRequestSchema,
          {
            message: "The given data was invalid.",
            errors: { voucher_code: ["This code has expired"] },
          },
          { status: 400 },
        ),
      ),
    );
    const answer = inPlace(
      await post({ intent: "apply-discount", discount_code: "OLD" }, readyToPay()),
    );
    expect(answer).toMatchObject({
      status: 400,
      errors: { discount_code: ["This code has expired"] },
    });
  });

  test("clearing the code goes back to the full price", async () => {
    const response = (await post(
      { intent: "clear-discount" },
      { ...readyToPay(), discountCode: "WELCOME5" },
    )) as Response;
    expect((await savedCheckout(response))?.discountCode).toBeNull();
  });
});

describe("paying: reserve, then purchase with the payment key", () => {
  /** A new card as the provider's framed card fields hand it over: a token, never a number. */
  const cardFields = { intent: "pay", payment: "new-card", payment_token: "sbx_tok_1" };

  function checkoutService(purchase: () => Response) {
    const calls: { path: string; body: unknown; key: string | null }[] = [];
    server.use(
      http.post(api("v2/spaces/:id/reserve"), async ({ request }) => {
        calls.push({ path: "reserve", body: await request.json(), key: null });
        return contractJson(reservedSchema, heldHourly("2030-03-01T10:15:00Z"), {
          status: 201,
        });
      }),
      http.post(api("v2/spaces/:id/purchase"), async ({ request }) => {
        const key = request.headers.get("Idempotency-Key");
        calls.push({ path: "purchase", body: await request.json(), key });
        return purchase();
      }),
    );
    return calls;
  }

  /** The purchase's answer: the hourly booking paid for, as `booking` says. */
  const paid = (booking: Pick<Booking, "id" | "reference" | "review_hash">) =>
    contractJson(purchasedSchema, purchasedWith([{ ...bookings.hourly, ...booking }]), {
      status: 201,
    });

  /** For a purchase the test does not expect to be asked for. */
  const unexpected = () =>
    contractJson(messageSchema, { message: "Sorry, something went wrong" }, { status: 500 });

  test("a paid booking goes to its confirmation and the booking in progress is cleared", async () => {
    const calls = checkoutService(() =>
      paid({ id: 77, reference: "PW-ABC123", review_hash: "h4sh" }),
    );
    const response = (await post(cardFields, readyToPay())) as Response;
    expect(response.headers.get("Location")).toBe("/booking-confirmed/77?hash=h4sh");
    expect(calls.map((call) => call.path)).toEqual(["reserve", "purchase"]);
    expect(calls[0]?.body).toMatchObject({
      rental: "short",
      first_name: "Ada",
      email: "ada@example.com",
      vehicle_reg: "AB12CDE",
    });
    expect(calls[1]).toMatchObject({
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      body: {
        reservations: [{ id: 501 }],
        payment_method: "card",
        payment_token: "sbx_tok_1",
        return_url: `${bookPath}?step=checkout&paid_with=card&token=sbx_tok_1&state=${paymentReturnState(String(calls[1]?.key))}`,
      },
    });
    expect(
      response.headers.getSetCookie().some((cookie) => /^parkway_checkout=;/.test(cookie)),
    ).toBe(true);
  });

  test("a visitor who arrived from an affiliate's link pays with its click id", async () => {
    const calls = checkoutService(() => paid({ id: 79, reference: "PW-AFF001", review_hash: "h" }));
    await post(cardFields, readyToPay(), null, ["parkway_affiliate=12345_1700000000_abcdef"]);
    expect(calls.find((call) => call.path === "purchase")?.body).toMatchObject({
      affiliate_click_id: "12345_1700000000_abcdef",
    });
  });

  test("a signed-in driver's new card is saved to their account and paid with", async () => {
    const calls = checkoutService(() => paid({ id: 78, reference: "PW-DEF456", review_hash: "h" }));
    server.use(
      http.post(api("v2/cards"), async ({ request }) => {
        calls.push({ path: "cards", body: await request.json(), key: null });
        return contractJson(
          cardAnswerSchema,
          {
            data: {
              id: 31,
              reference: "Visa •••• 4242",
              brand: "visa",
              last4: "4242",
              exp_month: 4,
              exp_year: 2030,
              default: true,
              label: "Visa •••• 4242 (default)",
            },
          },
          { status: 201 },
        );
      }),
    );
    const response = (await post(
      { ...cardFields, save_card: "on" },
      readyToPay(),
      driver,
    )) as Response;
    expect(response.headers.get("Location")).toBe("/booking-confirmed/78?hash=h");
    expect(calls.map((call) => call.path)).toEqual(["cards", "reserve", "purchase"]);
    expect(calls[0]?.body).toEqual({ payment_token: "sbx_tok_1" });
    expect(calls[2]?.body).toMatchObject({ payment_method: "card", card_id: 31 });
  });

  test("a declined card shows why, lets the bays go and starts a new payment attempt", async () => {
    checkoutService(() =>
      contractJson(
        paymentDeclinedSchema,
        { message: "Your card was declined.", code: "card_declined" },
        { status: 402 },
      ),
    );
    const answer = await post(cardFields, readyToPay());
    const { status, headers } = inPlace(answer);
    expect(status).toBe(402);
    expect(
      (answer as { data: { result: { error: Record<string, string[]> } } }).data.result.error[""],
    ).toEqual(["Your card was declined."]);
    const saved = await readCheckout(
      new Request("http://localhost/", {
        headers: { Cookie: String(new Headers(headers).get("Set-Cookie")).split(";")[0]! },
      }),
    );
    expect(saved?.reservation).toBeNull();
    expect(saved?.paymentKey).not.toBe("key-0000-0000-0001");
  });

  test("a payment retried while its bays are held keeps its key; new bays get a new one", async () => {
    const calls = checkoutService(() =>
      contractJson(
        messageSchema,
        { message: "The payment provider could not be reached" },
        { status: 503 },
      ),
    );
    const unreachable = inPlace(await post(cardFields, readyToPay()));
    expect(unreachable.status).toBe(503);
    const kept = await readCheckout(
      new Request("http://localhost/", {
        headers: {
          Cookie: String(new Headers(unreachable.headers).get("Set-Cookie")).split(";")[0]!,
        },
      }),
    );

    await post(cardFields, kept!);
    await post(cardFields, { ...kept!, reservation: null });

    const purchases = calls.filter((call) => call.path === "purchase");
    expect(purchases).toHaveLength(3);
    expect(purchases[1]!.key).toBe(purchases[0]!.key);
    expect(purchases[2]!.key).not.toBe(purchases[0]!.key);
    expect(calls.filter((call) => call.path === "reserve")).toHaveLength(2);
  });

  test("a driver beaten to the last bay is told so in place, and nothing is charged", async () => {
    const message =
      "This space is fully booked between Mon 4 Mar 10:00 and 14:00. Choose other times or a nearby space.";
    const calls = checkoutService(unexpected);
    server.use(
      http.post(api("v2/spaces/:id/reserve"), () =>
        contractJson(messageSchema, { message }, { status: 409 }),
      ),
    );
    const answer = await post(cardFields, readyToPay());
    const { status } = inPlace(answer);
    expect(status).toBe(409);
    expect(
      (answer as { data: { result: { error: Record<string, string[]> } } }).data.result.error[""],
    ).toEqual([message]);
    expect(calls.some((call) => call.path === "purchase")).toBe(false);
  });

  test("without JavaScript a new card is typed on the provider's page, which shows the service's total, and nothing is held first", async () => {
    const calls = checkoutService(unexpected);
    server.use(quoteCall(api, () => contractJson(quoteSchema, quoteAnswer())));
    const response = (await post(
      { intent: "pay", payment: "new-card", save_card: "on" },
      readyToPay(),
      driver,
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
    const page = new URL(response.headers.get("Location") ?? "", "http://localhost");
    expect(page.pathname).toBe("/api/v2/sandbox/pages/card");
    expect(page.searchParams.get("mode")).toBe("hosted");
    expect(page.searchParams.get("return_to")).toBe(
      `${bookPath}?step=checkout&save=1&state=${stateOf(readyToPay())}`,
    );
    expect(page.searchParams.get("amount")).toBe("10.64");
    expect(page.searchParams.get("currency")).toBe("GBP");
    expect(calls).toEqual([]);
  });

  test("a booking the service will no longer price stays on the pay step with its reason, and no provider's page opens", async () => {
    const message = "This space is fully booked between 10:00 and 14:00. Choose other times.";
    server.use(quoteCall(api, () => contractJson(messageSchema, { message }, { status: 409 })));
    const { status, errors } = inPlace(
      await post({ intent: "pay", payment: "new-card" }, readyToPay()),
    );
    expect(status).toBe(409);
    expect(errors[""]).toEqual([message]);
  });

  test("PayPal, Apple Pay and Google Pay are approved on the wallet's own page first, which shows the service's total", async () => {
    const calls = checkoutService(unexpected);
    const voucher = { code: "WELCOME5", label: "WELCOME5 (£5 off)" };
    server.use(quoteCall(api, () => contractJson(quoteSchema, quoteAnswer(voucher))));
    const response = (await post(
      { intent: "pay", payment: "apple-pay" },
      readyToPay(),
    )) as Response;
    const page = new URL(response.headers.get("Location") ?? "", "http://localhost");
    expect(page.pathname).toBe("/api/v2/sandbox/pages/wallet");
    expect(page.searchParams.get("method")).toBe("apple-pay");
    expect(page.searchParams.get("return_to")).toBe(
      `${bookPath}?step=checkout&state=${stateOf(readyToPay())}`,
    );
    expect(page.searchParams.get("amount")).toBe("5.64");
    expect(page.searchParams.get("currency")).toBe("GBP");
    expect(calls).toEqual([]);
  });

  const bankPage = "/api/v2/sandbox/authentications/sbx_pay_1?client_secret=sbx_pay_1_secret_2";
  const bankCheck = () =>
    contractJson(
      paymentActionSchema,
      {
        data: {
          purchase: {
            id: "pur_1",
            status: "requires_action",
            client_secret: "sbx_pay_1_secret_2",
            next_action: { type: "redirect_to_url", url: bankPage },
          },
        },
      },
      { status: 202 },
    );

  test("a card the bank wants to confirm sends the driver to its page, keeping the bays and key", async () => {
    checkoutService(bankCheck);
    const response = (await post(cardFields, readyToPay())) as Response;
    expect(response.headers.get("Location")).toBe(bankPage);
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
    const saved = await savedCheckout(response);
    expect(saved?.reservation?.ids).toEqual([501]);
    expect(saved?.paymentKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  /** Bays held for this booking while the driver is on the provider's page. */
  const waitingOnTheBank = (): Checkout => ({
    ...readyToPay(),
    reservation: { ids: [501], expiresAt: "2099-01-01T00:00:00.000Z" },
  });

  test("back from the bank's page, the service confirms the payment and the confirmation shows", async () => {
    const calls = checkoutService(() => paid({ id: 80, reference: "PW-BANK01", review_hash: "h" }));
    const response = await thrown(
      load(
        `?step=checkout&paid_with=card&token=sbx_tok_1&state=${stateOf(waitingOnTheBank())}`,
        waitingOnTheBank(),
      ),
    );
    expect(response.headers.get("Location")).toBe("/booking-confirmed/80?hash=h");
    expect(calls.map((call) => call.path)).toEqual(["purchase"]);
    expect(calls[0]).toMatchObject({
      key: "key-0000-0000-0001",
      body: { reservations: [{ id: 501 }], payment_token: "sbx_tok_1" },
    });
  });

  test("back from the bank's check of a saved card, the purchase made is asked for even when the first hold has lapsed", async () => {
    const calls = checkoutService(() => paid({ id: 83, reference: "PW-BANK02", review_hash: "h" }));
    // The service holds the bays while the bank's page is open, longer than their first hold.
    const confirmedLate: Checkout = {
      ...waitingOnTheBank(),
      reservation: { ids: [501], expiresAt: "2020-01-01T00:00:00.000Z" },
    };

    const response = await thrown(
      load(`?step=checkout&paid_with=card&card=7&state=${stateOf(confirmedLate)}`, confirmedLate),
    );

    expect(response.headers.get("Location")).toBe("/booking-confirmed/83?hash=h");
    expect(calls.map((call) => call.path)).toEqual(["purchase"]);
    expect(calls[0]).toMatchObject({
      key: "key-0000-0000-0001",
      body: { reservations: [{ id: 501 }], card_id: 7 },
    });
  });

  test("a failed bank check brings the driver back to pay, told why, with nothing booked", async () => {
    const message =
      "Your bank could not confirm it was you. You have not been charged. Try again or use another card or method.";
    checkoutService(() =>
      contractJson(
        paymentDeclinedSchema,
        { message, code: "authentication_failed" },
        { status: 402 },
      ),
    );
    const response = await thrown(
      load(
        `?step=checkout&paid_with=card&token=sbx_tok_1&state=${stateOf(waitingOnTheBank())}`,
        waitingOnTheBank(),
      ),
    );
    expect(response.headers.get("Location")).toBe(`${bookPath}?step=checkout`);
    const saved = await savedCheckout(response);
    expect(saved?.reservation).toBeNull();
    const refusal = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("parkway_payment_refusal="))!
      .split(";")[0]!;

    const args = dataArgs(`http://localhost${bookPath}?step=checkout`, {
      context: visitorWith(),
      headers: { Cookie: `${await cookieFor(saved!)}; ${refusal}` },
    });
    const page = (await loader({ ...args, params })) as unknown as {
      data: { paymentRefusal: string | null };
      init: { headers: Headers };
    };
    expect(page.data.paymentRefusal).toBe(message);
    expect(
      page.init.headers.getSetCookie().some((cookie) => /^parkway_payment_refusal=;/.test(cookie)),
    ).toBe(true);
  });

  test("a wallet payment cancelled on its page charges nothing and says so", async () => {
    const calls = checkoutService(unexpected);
    const response = await thrown(
      load(
        `?step=checkout&paid_with=paypal&cancelled=1&state=${stateOf(readyToPay())}`,
        readyToPay(),
      ),
    );
    expect(response.headers.get("Location")).toBe(`${bookPath}?step=checkout`);
    expect(calls).toEqual([]);
    expect(response.headers.getSetCookie().join("\n")).toContain("parkway_payment_refusal=");
  });

  test("leaving the card page by its way back charges nothing and says so", async () => {
    const calls = checkoutService(unexpected);
    const response = await thrown(
      load(
        `?step=checkout&paid_with=card&cancelled=1&state=${stateOf(readyToPay())}`,
        readyToPay(),
      ),
    );
    expect(response.headers.get("Location")).toBe(`${bookPath}?step=checkout`);
    expect(calls).toEqual([]);
    const cookie = response.headers
      .getSetCookie()
      .map((each) => each.split(";")[0])
      .join("; ");
    expect(
      await readPaymentRefusal(new Request("http://localhost/", { headers: { cookie } })),
    ).toBe("You cancelled paying with a card, and you have not been charged. Choose how to pay.");
  });

  test("a return without this booking's state pays with nothing and keeps no card: the pay step says why", async () => {
    const calls = checkoutService(unexpected);
    server.use(
      http.post(api("v2/cards"), async ({ request }) => {
        calls.push({ path: "cards", body: await request.json(), key: null });
        return unexpected();
      }),
    );
    const earlierAttempt = paymentReturnState("key-of-an-earlier-attempt");
    const returns = [
      // A link made on another site: a token of someone else's card, to be kept on the account.
      "?step=checkout&paid_with=card&token=sbx_tok_someone_else&save=1",
      // The driver's own saved card, with the state of an attempt that is over.
      `?step=checkout&paid_with=card&card=31&state=${earlierAttempt}`,
      "?step=checkout&paid_with=paypal&token=sbx_wallet_1&state=",
    ];
    for (const query of returns) {
      const args = dataArgs(`http://localhost${bookPath}${query}`, {
        context: visitorWith(driver),
        headers: { Cookie: await cookieFor(waitingOnTheBank()) },
      });
      const response = await thrown(loader({ ...args, params }));

      expect(response.headers.get("Location")).toBe(`${bookPath}?step=checkout`);
      const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
      expect(cookies.some((cookie) => cookie.startsWith("parkway_checkout="))).toBe(false);
      const next = new Request("http://localhost/", { headers: { Cookie: cookies.join("; ") } });
      expect(await readPaymentRefusal(next)).toBe(
        "This address did not come back from a payment page you opened for this booking, so nothing was paid. Choose how to pay.",
      );
    }
    expect(calls).toEqual([]);
  });
});

describe("paying with Stripe (decision 032): its own page takes the card", () => {
  const publishableKey = "pk_test_parkway";
  /** Where Stripe's page sends the driver back for the payment attempt under `key`. */
  const returnPath = (key: string | null) =>
    `${bookPath}?step=checkout&paid_with=stripe&state=${paymentReturnState(String(key))}`;

  function stripeVisitor(user: typeof driver | null = null) {
    const context = visitorWith(user);
    const allowed: string[] = [];
    const host = context.get(hostContext);
    context.set(hostContext, {
      ...host,
      config: { ...host.config, stripePublishableKey: publishableKey },
      allowStripe: () => allowed.push("stripe"),
    });
    return { context, allowed };
  }

  async function postWithStripe(
    fields: Record<string, string>,
    checkout: Checkout,
    user: typeof driver | null = null,
  ) {
    const args = dataArgs(`http://localhost${bookPath}?step=checkout`, {
      context: stripeVisitor(user).context,
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        Cookie: await cookieFor(checkout),
        "Content-Type": "application/x-www-form-urlencoded",
      },
    });
    return action({ ...args, params });
  }

  async function loadWithStripe(query: string, checkout: Checkout) {
    const visitor = stripeVisitor();
    const args = dataArgs(`http://localhost${bookPath}${query}`, {
      context: visitor.context,
      headers: { Cookie: await cookieFor(checkout) },
    });
    return { page: loader({ ...args, params }), allowed: visitor.allowed };
  }

  function stripeService(purchase: () => Response, leave?: () => Response) {
    const calls: { path: string; body: unknown; key: string | null }[] = [];
    server.use(
      http.post(api("v2/spaces/:id/reserve"), () =>
        contractJson(reservedSchema, heldHourly("2030-03-01T10:15:00Z"), { status: 201 }),
      ),
      http.post(api("v2/spaces/:id/purchase"), async ({ request }) => {
        calls.push({
          path: "purchase",
          body: await request.json(),
          key: request.headers.get("Idempotency-Key"),
        });
        return purchase();
      }),
      http.post(api("v2/spaces/:id/purchase/cancel"), ({ request }) => {
        calls.push({ path: "cancel", body: null, key: request.headers.get("Idempotency-Key") });
        return leave ? leave() : contractJson(messageSchema, { message: "No" }, { status: 404 });
      }),
    );
    return calls;
  }

  const onPage = (page: { client_secret: string | null; url: string | null }) => () =>
    contractJson(
      paymentActionSchema,
      {
        data: {
          purchase: {
            id: "pur_stripe",
            status: "requires_payment_method",
            client_secret: page.client_secret,
            next_action: page.url ? { type: "redirect_to_url", url: page.url } : null,
            expires_at: "2030-03-01T10:45:00.000Z",
          },
        },
      },
      { status: 202 },
    );

  const heldForStripe = (): Checkout => ({
    ...readyToPay(),
    reservation: { ids: [501], expiresAt: "2099-01-01T00:00:00.000Z" },
  });

  test("with JavaScript the Payment Element gets the purchase's client secret; no card is posted", async () => {
    const calls = stripeService(onPage({ client_secret: "pi_1_secret_2", url: null }));

    const answer = (await postWithStripe(
      { intent: "pay", payment: "new-card", payment_page: "embedded" },
      readyToPay(),
    )) as unknown as { data: { stripePayment: unknown }; init: { headers: Headers } };

    expect(answer.data.stripePayment).toEqual({
      publishableKey,
      clientSecret: "pi_1_secret_2",
      returnUrl: `http://localhost:3000${returnPath(calls[0]!.key)}`,
    });
    expect(calls[0]).toMatchObject({
      body: {
        reservations: [{ id: 501 }],
        payment_method: "card",
        payment_page: "embedded",
        return_url: returnPath(calls[0]!.key),
      },
    });
    expect(JSON.stringify(calls[0]?.body)).not.toMatch(/token|card_id|number/);
    const saved = await savedCheckout(answer.init as unknown as Response);
    expect(saved?.reservation?.ids).toEqual([501]);
  });

  test("a signed-in driver who ticks Save this card asks the service to keep it once paid; a guest cannot", async () => {
    const calls = stripeService(onPage({ client_secret: "pi_1_secret_2", url: null }));
    const fields = {
      intent: "pay",
      payment: "new-card",
      payment_page: "embedded",
      save_card: "on",
    };

    await postWithStripe(fields, readyToPay(), driver);
    await postWithStripe(fields, readyToPay());

    expect(calls.map((call) => (call.body as { save_card?: boolean }).save_card)).toEqual([
      true,
      undefined,
    ]);
  });

  test("without JavaScript the driver is sent to Stripe Checkout's page", async () => {
    const checkoutPage = "https://checkout.stripe.com/c/pay/cs_test_1";
    const calls = stripeService(onPage({ client_secret: null, url: checkoutPage }));

    const response = (await postWithStripe(
      { intent: "pay", payment: "new-card" },
      readyToPay(),
    )) as Response;

    expect(response.headers.get("Location")).toBe(checkoutPage);
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(calls[0]?.body).toMatchObject({
      payment_page: "hosted",
      return_url: returnPath(calls[0]!.key),
    });
  });

  test("back from Stripe, the service's answer books, never the address alone", async () => {
    const calls = stripeService(() =>
      contractJson(
        purchasedSchema,
        purchasedWith([{ ...bookings.hourly, id: 81, reference: "PW-STRIPE", review_hash: "h" }]),
        { status: 201 },
      ),
    );

    const { page } = await loadWithStripe(
      `?step=checkout&paid_with=stripe&state=${stateOf(heldForStripe())}&payment_intent=pi_1&redirect_status=succeeded`,
      heldForStripe(),
    );

    expect((await thrown(page)).headers.get("Location")).toBe("/booking-confirmed/81?hash=h");
    expect(calls).toEqual([
      expect.objectContaining({ path: "purchase", key: "key-0000-0000-0001" }),
    ]);
  });

  test("back from Stripe after the bays' first hold would have lapsed, the payment made there is asked for, not a new one", async () => {
    const calls = stripeService(() =>
      contractJson(
        purchasedSchema,
        purchasedWith([{ ...bookings.hourly, id: 82, reference: "PW-LATE", review_hash: "h" }]),
        { status: 201 },
      ),
    );
    server.use(
      http.post(api("v2/spaces/:id/reserve"), () => {
        calls.push({ path: "reserve", body: null, key: null });
        return contractJson(reservedSchema, heldHourly("2030-03-01T10:15:00Z"), { status: 201 });
      }),
    );
    // Held for 15 minutes when reserved; the service holds them while Stripe's page is open.
    const paidLate: Checkout = {
      ...readyToPay(),
      reservation: { ids: [501], expiresAt: "2020-01-01T00:00:00.000Z" },
    };

    const { page } = await loadWithStripe(
      `?step=checkout&paid_with=stripe&state=${stateOf(paidLate)}`,
      paidLate,
    );

    expect((await thrown(page)).headers.get("Location")).toBe("/booking-confirmed/82?hash=h");
    expect(calls).toEqual([
      expect.objectContaining({
        path: "purchase",
        key: "key-0000-0000-0001",
        body: expect.objectContaining({ reservations: [{ id: 501 }] }),
      }),
    ]);
  });

  test("back from Stripe before its payment has settled, the page says it is confirming", async () => {
    stripeService(onPage({ client_secret: null, url: null }));

    const { page, allowed } = await loadWithStripe(
      `?step=checkout&paid_with=stripe&state=${stateOf(heldForStripe())}`,
      heldForStripe(),
    );
    const loaded = (await page) as unknown as { data: { confirming: boolean; stripe: boolean } };

    expect(loaded.data).toMatchObject({ confirming: true, stripe: true });
    expect(allowed).toEqual(["stripe"]);
  });

  test("back from Stripe, a payment still being settled shows as confirming, and one refused for good says why", async () => {
    const lapsed =
      "Your reservation has expired and the space has been taken. Choose other times or a nearby space.";
    let answer = contractJson(
      messageSchema,
      { message: "We are still waiting for the payment provider." },
      { status: 409, headers: { "Retry-After": "2" } },
    );
    stripeService(() => answer);
    const query = `?step=checkout&paid_with=stripe&state=${stateOf(heldForStripe())}`;

    const settling = await loadWithStripe(query, heldForStripe());
    expect(
      ((await settling.page) as unknown as { data: { confirming: boolean } }).data,
    ).toMatchObject({ confirming: true });

    answer = contractJson(messageSchema, { message: lapsed }, { status: 409 });
    const refused = await thrown((await loadWithStripe(query, heldForStripe())).page);
    expect(refused.headers.get("Location")).toBe(`${bookPath}?step=checkout`);
    expect(
      await readPaymentRefusal(
        new Request("http://localhost/", {
          headers: {
            Cookie: refused.headers
              .getSetCookie()
              .map((cookie) => cookie.split(";")[0])
              .join("; "),
          },
        }),
      ),
    ).toBe(lapsed);
  });

  test("leaving Stripe's page closes it at the service and starts a new payment", async () => {
    const calls = stripeService(unexpectedPurchase, () =>
      contractJson(
        paymentDeclinedSchema,
        { message: "Not paid", code: "payment_cancelled" },
        { status: 402 },
      ),
    );

    const { page } = await loadWithStripe(
      `?step=checkout&paid_with=stripe&state=${stateOf(heldForStripe())}&cancelled=1`,
      heldForStripe(),
    );
    const response = await thrown(page);

    expect(response.headers.get("Location")).toBe(`${bookPath}?step=checkout`);
    expect(calls).toEqual([expect.objectContaining({ path: "cancel", key: "key-0000-0000-0001" })]);
    const saved = await savedCheckout(response);
    expect(saved?.reservation).toBeNull();
    expect(saved?.paymentKey).not.toBe("key-0000-0000-0001");
    expect(response.headers.getSetCookie().join("\n")).toContain("parkway_payment_refusal=");
  });

  test("a return from Stripe without this booking's state neither closes its page nor books", async () => {
    const calls = stripeService(unexpectedPurchase, unexpectedPurchase);

    for (const query of [
      "?step=checkout&paid_with=stripe&cancelled=1",
      "?step=checkout&paid_with=stripe&payment_intent=pi_someone_else&redirect_status=succeeded",
    ]) {
      const { page } = await loadWithStripe(query, heldForStripe());
      const response = await thrown(page);
      expect(response.headers.get("Location")).toBe(`${bookPath}?step=checkout`);
      expect(response.headers.getSetCookie().join("\n")).not.toContain("parkway_checkout=");
    }
    expect(calls).toEqual([]);
  });

  test("a driver who went back from the Payment Element and pays with a saved card has that page closed, then pays under a new key", async () => {
    const keyReused = contractJson(
      messageSchema,
      {
        message:
          "This Idempotency-Key was used for a different request. Send a new key for a new booking.",
      },
      { status: 422 },
    );
    let purchases = 0;
    const calls = stripeService(
      () =>
        ++purchases === 1
          ? keyReused
          : contractJson(
              purchasedSchema,
              purchasedWith([
                { ...bookings.hourly, id: 84, reference: "PW-SAVED", review_hash: "h" },
              ]),
              { status: 201 },
            ),
      () =>
        contractJson(
          paymentDeclinedSchema,
          { message: "Not paid", code: "payment_cancelled" },
          { status: 402 },
        ),
    );

    const response = (await postWithStripe(
      { intent: "pay", payment: "card:7" },
      heldForStripe(),
      driver,
    )) as Response;

    expect(response.headers.get("Location")).toBe("/booking-confirmed/84?hash=h");
    expect(calls.map((call) => [call.path, call.key === "key-0000-0000-0001"])).toEqual([
      ["purchase", true],
      ["cancel", true],
      ["purchase", false],
    ]);
    expect(calls[2]?.body).toMatchObject({ card_id: 7 });
  });

  test("a payment made on the page the driver went back from meanwhile books, and nothing is paid twice", async () => {
    const calls = stripeService(
      () =>
        contractJson(
          messageSchema,
          { message: "This Idempotency-Key was used for a different request." },
          { status: 422 },
        ),
      () =>
        contractJson(
          purchasedSchema,
          purchasedWith([{ ...bookings.hourly, id: 85, reference: "PW-PAID", review_hash: "h" }]),
          { status: 201 },
        ),
    );

    const response = (await postWithStripe(
      { intent: "pay", payment: "card:7" },
      heldForStripe(),
      driver,
    )) as Response;

    expect(response.headers.get("Location")).toBe("/booking-confirmed/85?hash=h");
    expect(calls.map((call) => call.path)).toEqual(["purchase", "cancel"]);
  });

  test("wallets are Stripe's to offer: Parkway's own wallet choices are refused", async () => {
    stripeService(unexpectedPurchase);
    const answer = (await postWithStripe(
      { intent: "pay", payment: "paypal" },
      readyToPay(),
    )) as unknown as {
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
  });

  const unexpectedPurchase = () =>
    contractJson(messageSchema, { message: "Sorry, something went wrong" }, { status: 500 });
});

describe("airport extras (spec §4: product timers)", () => {
  const airportStay = {
    rental: "airport" as const,
    seasonPlan: "mon-sun" as const,
    start: new Date("2030-06-01T05:00:00Z"),
    end: new Date("2030-06-08T21:00:00Z"),
  };
  const atAirport = (): Checkout => ({
    ...startCheckout(camdenDriveway.id, airportStay, "key-0000-0000-0002"),
    completed: ["bookings", "details", "vehicle"],
  });
  const fastTrack = {
    intent: "add-extra",
    key: "fast-track-security",
    id: "3",
    passengers: "2",
    flight_at: "2030-06-01T11:00",
  };

  test("the extras are asked for with the parking type the start gives, and each is prompted (spec §4, §7)", async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(api("products-api/products/search"), ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        const airport = { code: "LBA", name: "Leeds Bradford Airport" };
        const offered = (id: number, key: ProductKey, name: string) => ({
          id,
          key,
          name,
          description: name,
          airport,
          variants: [{ key: "standard", name, price: { value: 1150, currency: "GBP" as const } }],
          images: { icon: "/icon.svg", logo: "/logo.svg", banner: "/banner.svg" },
          instructions: "Show your booking at the desk.",
        });
        return contractJson(productSearchSchema, {
          data: [
            offered(1, "park-and-go", "Park and Go ride"),
            offered(2, "fast-track-security", "Fast track security"),
            offered(3, "airport-lounge", "Airport lounge"),
          ],
          meta: { airport, parking_type: "pre-book-single" },
        });
      }),
    );
    const page = await load("?step=ancillaries", atAirport());
    expect(asked).toEqual([
      {
        location_id: String(camdenDriveway.id),
        parking_type: "pre-book-single",
        parking_session_starts_at: "2030-06-01T05:00:00.000Z",
        currency: "GBP",
      },
    ]);
    const shown = (page as { data: { data: { prompts?: object[] } } }).data.data;
    expect(shown.prompts).toEqual([
      { event: "extra_prompt", extra: "park-and-go" },
      { event: "extra_prompt", extra: "fast-track-security" },
      { event: "extra_prompt", extra: "airport-lounge" },
    ]);
  });

  test("an extra is quoted for its party and time (UK clock) and its price held", async () => {
    const sent: unknown[] = [];
    server.use(
      quoteCall(api, async ({ request }) => {
        sent.push(await request.json());
        const offered = bookings.airport.products.find(
          (product) => product.key === "fast-track-security",
        )!;
        const quote = quoteOf(airportStay);
        const line = { ...quote.quotes[0]!, products: [{ ...offered, id: 3, price: 13 }] };
        return contractJson(quoteSchema, { data: { ...quote, quotes: [line] } });
      }),
    );
    const before = Date.now();
    const response = (await post(fastTrack, atAirport())) as Response;
    expect(sent[0]).toMatchObject({
      rental: "airport",
      products: [
        {
          id: 3,
          key: "fast-track-security",
          details: { passengers: 2, flight_at: "2030-06-01T10:00:00.000Z" },
        },
      ],
    });
    const saved = await savedCheckout(response);
    expect(saved?.extras).toEqual([
      {
        id: 3,
        key: "fast-track-security",
        details: { passengers: 2, flight_at: "2030-06-01T10:00:00.000Z" },
        quotedPrice: 13,
      },
    ]);
    const expiresAt = new Date(saved?.productTimers[0]?.expiresAt ?? 0).getTime();
    expect(expiresAt - before).toBeGreaterThanOrEqual(15 * 60 * 1000);
    expect(response.headers.get("Location")).toBe(`${bookPath}?step=ancillaries`);
  });

  test("the service's reason for a detail shows on that field and nothing is added", async () => {
    server.use(
      quoteCall(api, () =>
        contractJson(
          invalidRequestSchema,
          {
            message: "The given data was invalid.",
            errors: {
              "products.0.details.flight_at": ["The flight must leave while you are parked"],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const answer = inPlace(await post(fastTrack, atAirport()));
    expect(answer).toMatchObject({
      status: 400,
      errors: { flight_at: ["The flight must leave while you are parked"] },
    });
    expect(answer.headers).toBeUndefined();
  });

  test("removing an extra drops it and its timer", async () => {
    const withExtra: Checkout = {
      ...atAirport(),
      extras: [
        {
          id: 3,
          key: "fast-track-security",
          details: { passengers: 2, flight_at: "2030-06-01T10:00:00.000Z" },
          quotedPrice: 13,
        },
      ],
      productTimers: [{ productKey: "fast-track-security", expiresAt: "2030-05-01T10:00:00.000Z" }],
    };
    const response = (await post(
      { intent: "remove-extra", key: "fast-track-security" },
      withExtra,
    )) as Response;
    const saved = await savedCheckout(response);
    expect(saved?.extras).toEqual([]);
    expect(saved?.productTimers).toEqual([]);
  });
});
