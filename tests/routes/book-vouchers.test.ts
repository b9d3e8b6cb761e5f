import { http } from "msw";
import { beforeEach, expect, test } from "vitest";
import { cardsSchema } from "#contract/cards";
import { purchasedSchema, reservedSchema } from "#contract/checkout";
import { quoteSchema, type Quote } from "#contract/quotes";
import { type Voucher, vouchersSchema } from "#contract/vouchers";
import { defaultSiteFeatures } from "../../api/domain/site-features";
import { startCheckout, type Checkout } from "../../app/lib/checkout";
import { readCheckout, saveCheckout } from "../../app/routes/book/checkout-cookie.server";
import { action, loader } from "../../app/routes/book";
import { visitorContext } from "../../app/upstream/context";
import { bookings, heldHourly, purchasedWith } from "../mocks/bookings";
import { contractJson } from "../mocks/contract-json";
import { driver, driverToken, marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { camdenDriveway, quoteCall, quoteOf } from "../mocks/spaces";
import { dataArgs, webContext } from "./web-context";

const api = (path: string) => new URL(path, marketplaceUrl).toString();
const bookPath = `${camdenDriveway.path}/book`;
const [, city = "", district = "", slug = ""] = camdenDriveway.path.split("/");
const params = { city, district, space: slug };
const start = new Date("2030-03-04T10:00:00Z");
const end = new Date("2030-03-04T14:00:00Z");

const gift: Voucher = {
  id: 3,
  code: "PARKWAYGIFT",
  type: "static",
  value: 10,
  currency: { value: "GBP", symbol: "£" },
  label: "PARKWAYGIFT (£10 off)",
  valid_from: null,
  valid_until: null,
  redemptions_left: 1,
  balance: 10,
  status: "usable",
};
const used: Voucher = {
  ...gift,
  id: 4,
  code: "OLDGIFT",
  label: "OLDGIFT",
  balance: 0,
  status: "used",
};
const euros: Voucher = {
  ...gift,
  id: 5,
  code: "DUBLINGIFT",
  label: "DUBLINGIFT (€10 off)",
  currency: { value: "EUR", symbol: "€" },
};

function readyToPay(discountCode: string | null = null): Checkout {
  return {
    ...startCheckout(
      camdenDriveway.id,
      { rental: "short", seasonPlan: "mon-sun", start, end },
      "key-0000-0000-0002",
    ),
    driver: {
      first_name: "Priya",
      last_name: "Shah",
      email: "priya@example.com",
      mobile: "07700900123",
    },
    vehicle: { kind: "registration", registration: "AB12CDE", make: "Ford", makeImage: null },
    completed: ["bookings", "details", "vehicle"],
    discountCode,
  };
}

function signedInContext() {
  const context = webContext();
  context.set(visitorContext, {
    token: driverToken,
    anonymousId: "anon-test",
    user: driver,
    features: defaultSiteFeatures,
  });
  return context;
}

async function request(checkout: Checkout, fields?: Record<string, string>) {
  const cookie = (await saveCheckout(checkout, false)).split(";")[0]!;
  return dataArgs(`http://localhost${bookPath}?step=checkout`, {
    context: signedInContext(),
    ...(fields
      ? {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        }
      : { headers: { Cookie: cookie } }),
  });
}

/** The quote, £10 off its parking when the gift voucher is sent with it. */
function quoteWith(code: string | null): Quote {
  const quote = quoteOf({ rental: "short", start, end });
  if (code !== gift.code) return quote;
  const line = { ...quote.quotes[0]!, value: 0, voucher_code: code };
  return { ...quote, quotes: [line], totalValue: 0.74, discount: { code, label: gift.label } };
}

let sent: { path: string; body: Record<string, unknown> }[];

beforeEach(() => {
  sent = [];
  server.use(
    http.get(api("v2/cards"), () => contractJson(cardsSchema, { data: [] })),
    http.get(api("v2/me/vouchers"), () =>
      contractJson(vouchersSchema, {
        data: [gift, used, euros],
        meta: { page: 1, per_page: 50, total: 3 },
      }),
    ),
    quoteCall(api, async ({ request: quoted }) => {
      const body = (await quoted.json()) as { voucher_code?: string };
      return contractJson(quoteSchema, { data: quoteWith(body.voucher_code ?? null) });
    }),
  );
});

test("the pay step offers a signed-in driver the vouchers this booking can use", async () => {
  const page = await loader({ ...(await request(readyToPay())), params });
  expect(page.data.data).toMatchObject({ step: "checkout" });
  const step = page.data.data as { vouchers: Voucher[] };
  expect(step.vouchers.map((voucher) => voucher.code)).toEqual(["PARKWAYGIFT"]);
});

test("a chosen voucher is applied and the driver stays on the pay step", async () => {
  const response = (await action({
    ...(await request(readyToPay(), { intent: "apply-voucher", discount_code: "PARKWAYGIFT" })),
    params,
  })) as Response;
  expect(response.headers.get("Location")).toBe(`${bookPath}?step=checkout`);
  const saved = await readCheckout(
    new Request("http://localhost/", {
      headers: {
        Cookie: response.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; "),
      },
    }),
  );
  expect(saved?.discountCode).toBe("PARKWAYGIFT");

  const removed = (await action({
    ...(await request(readyToPay("PARKWAYGIFT"), { intent: "clear-voucher" })),
    params,
  })) as Response;
  expect(removed.headers.get("Location")).toBe(`${bookPath}?step=checkout`);
});

test("paying with a voucher applied sends it with the booking", async () => {
  server.use(
    http.post(api("v2/spaces/:id/reserve"), async ({ request: reserve }) => {
      sent.push({ path: "reserve", body: (await reserve.json()) as Record<string, unknown> });
      return contractJson(reservedSchema, heldHourly("2030-03-01T10:15:00Z"), { status: 201 });
    }),
    http.post(api("v2/spaces/:id/purchase"), async ({ request: purchase }) => {
      sent.push({ path: "purchase", body: (await purchase.json()) as Record<string, unknown> });
      return contractJson(purchasedSchema, purchasedWith([bookings.hourly]), { status: 201 });
    }),
  );
  await action({
    ...(await request(readyToPay("PARKWAYGIFT"), {
      intent: "pay",
      payment: "new-card",
      payment_token: "sbx_tok_1",
    })),
    params,
  });
  const reserve = sent.find((call) => call.path === "reserve");
  expect(JSON.stringify(reserve?.body)).toContain('"voucher_code":"PARKWAYGIFT"');
});
