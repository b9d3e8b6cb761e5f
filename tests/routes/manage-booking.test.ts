import { isDeepStrictEqual } from "node:util";
import { http } from "msw";
import { beforeEach, describe, expect, test } from "vitest";
import { messageSchema } from "#contract/answers";
import {
  action as requestAction,
  loader as requestLoader,
} from "../../app/routes/manage-booking/request-link";
import { loader as bookingLoader } from "../../app/routes/manage-booking/booking";
import {
  action as cancelAction,
  loader as cancelLoader,
} from "../../app/routes/manage-booking/cancel";
import {
  action as addTimeAction,
  loader as addTimeLoader,
} from "../../app/routes/manage-booking/add-time";
import { manageLinkRequestAnswer } from "#contract/manage-bookings";
import {
  AUTHENTICATION_TOKEN,
  BANK_PAGE,
  BAY_TAKEN_TOKEN,
  CHECKOUT_PAGE,
  DECLINED_TOKEN,
  EXPIRED_LINK,
  EXPIRED_TOKEN,
  manageBookingHandlers,
  PARKED_TOKEN,
  UNKNOWN_LINK,
  UPCOMING_TOKEN,
  type ManageCall,
} from "../mocks/manage-bookings";
import { contractJson } from "../mocks/contract-json";
import { marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { hostContext } from "../../app/upstream/context";
import { actionArgs, flashedToast, inPlace, loaderArgs, thrown } from "./account-visitor";

const api = (path: string) => new URL(path, marketplaceUrl).toString();

let calls: ManageCall[];

beforeEach(() => {
  calls = [];
  server.use(...manageBookingHandlers(calls));
});

const guest = false;

function pageArgs(token: string, path = "") {
  return loaderArgs(`/manage-booking/${token}${path}`, { token }, guest);
}

function postArgs(token: string, path: string, fields: Record<string, string>) {
  return actionArgs(`/manage-booking/${token}${path}`, fields, { token }, guest);
}

/** The add-time page's address for a provider's page to return to, with the trip's state. */
function addTimeReturn(query: Record<string, string>) {
  return expect.toSatisfy((returnUrl: string) => {
    const back = new URL(returnUrl, "http://localhost");
    const { state, ...rest } = Object.fromEntries(back.searchParams);
    return (
      back.pathname === `/manage-booking/${PARKED_TOKEN}/add-time` &&
      /^[\w-]{32}$/.test(state ?? "") &&
      isDeepStrictEqual(rest, query)
    );
  });
}

/** The state cookie a trip to the provider's page left in the browser (decision 025). */
function tripCookie(headers: HeadersInit) {
  const kept = new Headers(headers)
    .getSetCookie()
    .find((cookie) => cookie.startsWith("parkway_return_state="));
  expect(kept).toContain(`Path=/manage-booking/${PARKED_TOKEN};`);
  return kept!.split(";")[0]!;
}

/** The add-time page on the way back from `returnTo`, with what the provider's page adds. */
function backFrom(returnTo: string, added: Record<string, string>, cookie: string | null) {
  const back = new URL(returnTo, "http://localhost");
  for (const [name, value] of Object.entries(added)) back.searchParams.set(name, value);
  const args = loaderArgs(`${back.pathname}${back.search}`, { token: PARKED_TOKEN }, guest);
  if (!cookie) return args;
  return { ...args, request: new Request(args.request.url, { headers: { Cookie: cookie } }) };
}

/** Pay and add time without JavaScript: the sandbox's card page, and the way back from it. */
async function toCardPage(end: string, key: string) {
  const sent = (await addTimeAction(
    postArgs(PARKED_TOKEN, "/add-time", { intent: "add-time", key, end }),
  )) as Response;
  const cardPage = new URL(sent.headers.get("Location")!, "http://localhost");
  return {
    cardPage,
    returnTo: cardPage.searchParams.get("return_to")!,
    cookie: tripCookie(sent.headers),
  };
}

test("a guest's emailed link opens the booking with how to get there, get in and what was paid", async () => {
  const view = await bookingLoader(pageArgs(UPCOMING_TOKEN));
  expect(view).toMatchObject({
    reference: "PW-7K3M9Q",
    status: "confirmed",
    billedTo: { name: "Aoife Byrne" },
    accessInstructions: "Gate code 4821. Use the left-hand bay.",
    space: { directionsHref: expect.stringContaining("53.7965,-1.5479") },
    payment: { total: "£10.64" },
    paidWith: "Card",
    hasCalendar: true,
    calendarHref: "/bookings/501/calendar.ics?hash=hourly-hash",
    cancelHref: `/manage-booking/${UPCOMING_TOKEN}/cancel`,
    terms: {
      outcome: "If you cancel now, £10.64 goes back to the card or account you paid with.",
    },
    // Weeks ahead: there is no time to add yet.
    addTimeHref: null,
  });
});

test("a changed or unknown link is a 404 and an expired one a 410, each with the service's words", async () => {
  const unknown = await thrown(() => bookingLoader(pageArgs("501.1.abc")));
  expect(unknown).toMatchObject({ init: { status: 404 }, data: { message: UNKNOWN_LINK } });
  const expired = await thrown(() => bookingLoader(pageArgs(EXPIRED_TOKEN)));
  expect(expired).toMatchObject({ init: { status: 410 }, data: { message: EXPIRED_LINK } });
});

test("before cancelling, the guest reads the rule and the refund; cancelling tells them what comes back", async () => {
  const page = await cancelLoader(pageArgs(UPCOMING_TOKEN, "/cancel"));
  expect(page).toMatchObject({
    reference: "PW-7K3M9Q",
    backHref: `/manage-booking/${UPCOMING_TOKEN}`,
    terms: { outcome: "If you cancel now, £10.64 goes back to the card or account you paid with." },
  });

  const response = (await cancelAction(
    postArgs(UPCOMING_TOKEN, "/cancel", { intent: "cancel-booking" }),
  )) as Response;

  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(`/manage-booking/${UPCOMING_TOKEN}`);
  expect(await flashedToast(response)).toEqual({
    type: "success",
    title: "Booking PW-7K3M9Q cancelled",
    description:
      "Your booking is cancelled and £10.64 is on its way back to the card or account you paid with.",
  });
  expect(calls.at(-1)).toMatchObject({
    method: "POST",
    path: `/api/v2/manage-bookings/${UPCOMING_TOKEN}/cancel`,
  });
});

test("cancelling with a link that has expired is refused in place with the service's message", async () => {
  const answer = inPlace<{ result: { error: Record<string, string[]> } }>(
    await cancelAction(postArgs(EXPIRED_TOKEN, "/cancel", { intent: "cancel-booking" })),
  );
  expect(answer.status).toBe(410);
  expect(answer.data.result.error[""]).toEqual([EXPIRED_LINK]);
});

test("a guest parked now is offered more time, each end with its price", async () => {
  const view = await bookingLoader(pageArgs(PARKED_TOKEN));
  expect(view.addTimeHref).toBe(`/manage-booking/${PARKED_TOKEN}/add-time`);

  const page = await addTimeLoader(pageArgs(PARKED_TOKEN, "/add-time"));
  expect(page.refusal).toBeNull();
  expect(page.choices.map((choice) => choice.price)).toEqual(["£2.15", "£4.30"]);
  expect(page.choices[0]).toMatchObject({
    label: expect.stringMatching(/^Until \d{2}:\d{2}$/),
    breakdown: "£2.00 parking and £0.15 service fee",
  });
  expect(page.key).toMatch(/^[0-9a-f-]{36}$/);
});

test("time cannot be added before the parking starts, and the page says why", async () => {
  const page = await addTimeLoader(pageArgs(UPCOMING_TOKEN, "/add-time"));
  expect(page.choices).toEqual([]);
  expect(page.refusal).toBe("Time can be added once your parking has started.");
});

test("the provider's framed card fields hand the form a token, and the time is paid once under the page's key", async () => {
  const { choices, key } = await addTimeLoader(pageArgs(PARKED_TOKEN, "/add-time"));
  const end = choices[1]!.end;
  const response = (await addTimeAction(
    postArgs(PARKED_TOKEN, "/add-time", {
      intent: "add-time",
      key,
      end,
      payment_token: "tok_4242424242424242",
    }),
  )) as Response;

  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(`/manage-booking/${PARKED_TOKEN}`);
  expect(await flashedToast(response)).toMatchObject({ type: "success", title: "Time added" });
  const extend = calls.find((call) => call.method === "POST" && call.path.endsWith("/extension"));
  expect(extend).toMatchObject({
    key,
    body: {
      end,
      payment_method: "card",
      payment_token: "tok_4242424242424242",
      return_url: addTimeReturn({ end, key, paid_with: "card", token: "tok_4242424242424242" }),
    },
  });
});

test("without JavaScript, paying leads to the provider's card page, showing the chosen time's price, and its token (after the bank's check) pays on the way back", async () => {
  const { choices, key } = await addTimeLoader(pageArgs(PARKED_TOKEN, "/add-time"));
  const end = choices[0]!.end;
  expect(choices[0]!.price).toBe("£2.15");
  const { cardPage, returnTo, cookie } = await toCardPage(end, key);
  expect(cardPage.pathname).toBe("/api/v2/sandbox/pages/card");
  expect(Object.fromEntries(cardPage.searchParams)).toEqual({
    mode: "hosted",
    return_to: addTimeReturn({ end, key }),
    amount: "2.15",
    currency: "GBP",
  });
  expect(calls.filter((call) => call.method === "POST")).toEqual([]);

  // The card page comes back with an authentication card's token: the bank asks to confirm.
  const added = { paid_with: "card", token: AUTHENTICATION_TOKEN };
  const toBank = await thrown(() => addTimeLoader(backFrom(returnTo, added, cookie)));
  expect(toBank.headers.get("Location")).toBe(BANK_PAGE);
  expect(toBank.headers.get("X-Remix-Reload-Document")).toBe("true");
  const extend = calls.find((call) => call.method === "POST" && call.path.endsWith("/extension"));
  expect(extend).toMatchObject({
    key,
    body: {
      end,
      payment_token: AUTHENTICATION_TOKEN,
      return_url: addTimeReturn({ end, key, ...added }),
    },
  });
});

test("a declined card or a missing choice is shown in place, and nothing is kept to send again", async () => {
  const { choices, key } = await addTimeLoader(pageArgs(PARKED_TOKEN, "/add-time"));
  const declined = inPlace<{ result: { error: Record<string, string[]> } }>(
    await addTimeAction(
      postArgs(PARKED_TOKEN, "/add-time", {
        intent: "add-time",
        key,
        end: choices[0]!.end,
        payment_token: DECLINED_TOKEN,
      }),
    ),
  );
  expect(declined.status).toBe(402);
  expect(declined.data.result.error[""]).toEqual(["Your card was declined. Nothing was charged."]);

  const trip = await toCardPage(choices[0]!.end, key);
  const added = { paid_with: "card", token: DECLINED_TOKEN };
  const page = await addTimeLoader(backFrom(trip.returnTo, added, trip.cookie));
  expect(page.paymentRefusal).toBe("Your card was declined. Nothing was charged.");
  expect(page.key).not.toBe(key);

  const unchosen = inPlace<{ result: { error: Record<string, string[]> } }>(
    await addTimeAction(
      postArgs(PARKED_TOKEN, "/add-time", { intent: "add-time", key, payment_token: "tok_1" }),
    ),
  );
  expect(unchosen.status).toBe(400);
  expect(unchosen.data.result.error.end).toEqual(["Choose when you will leave"]);
});

test("without JavaScript, a time no longer offered is said so on its field, and no card page opens", async () => {
  const { key } = await addTimeLoader(pageArgs(PARKED_TOKEN, "/add-time"));
  const gone = inPlace<{ result: { error: Record<string, string[]> } }>(
    await addTimeAction(
      postArgs(PARKED_TOKEN, "/add-time", { intent: "add-time", key, end: "2020-01-01T10:00:00Z" }),
    ),
  );
  expect(gone.status).toBe(409);
  expect(gone.data.result.error.end).toEqual([
    "That time can no longer be added. Choose from the times shown now.",
  ]);
});

test("a bay taken while the guest was on the card page is said so, not shown as a payment settling", async () => {
  const { choices, key } = await addTimeLoader(pageArgs(PARKED_TOKEN, "/add-time"));
  const trip = await toCardPage(choices[0]!.end, key);
  const added = { paid_with: "card", token: BAY_TAKEN_TOKEN };

  const page = await addTimeLoader(backFrom(trip.returnTo, added, trip.cookie));

  expect(page.confirming).toBe(false);
  expect(page.paymentRefusal).toBe(
    "Someone else has just booked your bay. Choose an earlier time.",
  );
});

describe("adding time with Stripe (decision 032): its own page takes the card", () => {
  function withStripe<T extends { context: ReturnType<typeof pageArgs>["context"] }>(args: T) {
    const allowed: string[] = [];
    const host = args.context.get(hostContext);
    args.context.set(hostContext, {
      ...host,
      config: { ...host.config, stripePublishableKey: "pk_test_parkway" },
      allowStripe: () => allowed.push("stripe"),
    });
    return { args, allowed };
  }

  /** A guest sent to Stripe's page for the first time offered: the trip's cookie and way back. */
  async function sentToCheckout() {
    const { choices, key } = await addTimeLoader(pageArgs(PARKED_TOKEN, "/add-time"));
    const end = choices[0]!.end;
    const sent = (await addTimeAction(
      withStripe(postArgs(PARKED_TOKEN, "/add-time", { intent: "add-time", key, end })).args,
    )) as Response;
    const extend = calls.find((call) => call.method === "POST" && call.path.endsWith("/extension"));
    const { return_url: returnTo } = extend!.body as { return_url: string };
    return { sent, returnTo };
  }

  test("with JavaScript the Payment Element gets its client secret; without, the guest goes to Checkout", async () => {
    const opened = withStripe(pageArgs(PARKED_TOKEN, "/add-time"));
    const { choices, key, stripe } = await addTimeLoader(opened.args);
    expect(stripe).toBe(true);
    expect(opened.allowed).toEqual(["stripe"]);
    const end = choices[0]!.end;

    const embedded = withStripe(
      postArgs(PARKED_TOKEN, "/add-time", {
        intent: "add-time",
        key,
        end,
        payment_page: "embedded",
      }),
    );
    const inElement = (await addTimeAction(embedded.args)) as unknown as {
      data: unknown;
      init: { headers: HeadersInit };
    };
    expect(inElement.data).toEqual({
      stripePayment: {
        publishableKey: "pk_test_parkway",
        clientSecret: "pi_ext_1_secret_test",
        returnUrl: expect.stringMatching(/^http:\/\/localhost:3000\/manage-booking\//),
      },
      key,
    });
    tripCookie(inElement.init.headers);

    // Without JavaScript: another visit to the page, so another key.
    const hostedKey = "c0ffee00-without-javascript";
    const hosted = withStripe(
      postArgs(PARKED_TOKEN, "/add-time", { intent: "add-time", key: hostedKey, end }),
    );
    const sent = (await addTimeAction(hosted.args)) as Response;
    expect(sent.headers.get("Location")).toBe(CHECKOUT_PAGE);
    tripCookie(sent.headers);
    const extensions = calls.filter(
      (call) => call.path.endsWith("/extension") && call.method === "POST",
    );
    expect(extensions.map((call) => call.body)).toEqual([
      {
        end,
        payment_method: "card",
        payment_page: "embedded",
        return_url: addTimeReturn({ end, key, paid_with: "stripe" }),
      },
      {
        end,
        payment_method: "card",
        payment_page: "hosted",
        return_url: addTimeReturn({ end, key: hostedKey, paid_with: "stripe" }),
      },
    ]);
    const element = inElement.data as { stripePayment: { returnUrl: string } };
    expect(new URL(element.stripePayment.returnUrl).pathname).toBe(
      `/manage-booking/${PARKED_TOKEN}/add-time`,
    );
  });

  test("back from Stripe, only the service's answer adds the time; leaving its page lets the time go", async () => {
    const { choices, key } = await addTimeLoader(pageArgs(PARKED_TOKEN, "/add-time"));
    const end = choices[0]!.end;
    // Paying in the Payment Element: Stripe.js sends the guest back to its return address.
    const inElement = (await addTimeAction(
      withStripe(
        postArgs(PARKED_TOKEN, "/add-time", {
          intent: "add-time",
          key,
          end,
          payment_page: "embedded",
        }),
      ).args,
    )) as unknown as {
      data: { stripePayment: { returnUrl: string } };
      init: { headers: HeadersInit };
    };
    const returnTo = inElement.data.stripePayment.returnUrl;
    const cookie = tripCookie(inElement.init.headers);
    const added = { payment_intent: "pi_ext_1", redirect_status: "succeeded" };

    const paid = await thrown(() =>
      addTimeLoader(withStripe(backFrom(returnTo, added, cookie)).args),
    );
    expect(paid.headers.get("Location")).toBe(`/manage-booking/${PARKED_TOKEN}`);
    expect(await flashedToast(paid)).toMatchObject({ title: "Time added" });

    const left = withStripe(
      postArgs(PARKED_TOKEN, "/add-time", { intent: "leave-payment-page", key }),
    );
    const answer = inPlace<{ result: { error: Record<string, string[]> } }>(
      await addTimeAction(left.args),
    );
    expect(answer.data.result.error[""]).toEqual([
      "You left the payment page, and you have not been charged. Choose how long to stay and pay again.",
    ]);
    const cancel = calls.find((call) => call.path.endsWith("/extension/cancel"));
    expect(cancel).toMatchObject({ key });
  });

  test("a bay taken before the guest reached Stripe's page is said so, not shown as a payment settling", async () => {
    const { choices, key } = await addTimeLoader(pageArgs(PARKED_TOKEN, "/add-time"));
    const taken = "Someone else has just booked your bay before 11:30. Choose an earlier time.";
    server.use(
      http.post(api("v2/manage-bookings/:token/extension"), () =>
        contractJson(messageSchema, { message: taken }, { status: 409 }),
      ),
    );

    const answer = inPlace<{ result: { error: Record<string, string[]> } }>(
      await addTimeAction(
        withStripe(
          postArgs(PARKED_TOKEN, "/add-time", {
            intent: "add-time",
            key,
            end: choices[0]!.end,
            payment_page: "embedded",
          }),
        ).args,
      ),
    );

    expect(answer.status).toBe(409);
    expect(answer.data.result.error[""]).toEqual([taken]);
  });

  test("back from Stripe while the service is still settling the payment, the page says it is confirming", async () => {
    const { sent, returnTo } = await sentToCheckout();
    server.use(
      http.post(api("v2/manage-bookings/:token/extension"), () =>
        contractJson(
          messageSchema,
          { message: "We are still waiting for the payment provider." },
          { status: 409, headers: { "Retry-After": "2" } },
        ),
      ),
    );

    const page = await addTimeLoader(
      withStripe(backFrom(returnTo, {}, tripCookie(sent.headers))).args,
    );

    expect(page.confirming).toBe(true);
  });

  test("back from Checkout before paying, the service still has its page open for the same key", async () => {
    const { sent, returnTo } = await sentToCheckout();

    const unpaid = await thrown(() =>
      addTimeLoader(withStripe(backFrom(returnTo, {}, tripCookie(sent.headers))).args),
    );
    expect(unpaid.headers.get("Location")).toBe(CHECKOUT_PAGE);
  });
});

test("a return without the state of a payment page this browser opened pays, closes and adds nothing", async () => {
  const { choices, key } = await addTimeLoader(pageArgs(PARKED_TOKEN, "/add-time"));
  const end = choices[0]!.end;
  const { returnTo, cookie } = await toCardPage(end, key);
  const madeUp = `/manage-booking/${PARKED_TOKEN}/add-time?${new URLSearchParams({ end, key })}`;
  const returns = [
    // A link or image on another site, with a sandbox card of the sender's.
    backFrom(madeUp, { paid_with: "card", token: "tok_4242424242424242" }, null),
    backFrom(
      madeUp,
      { paid_with: "card", token: "tok_4242424242424242", state: "guessed" },
      cookie,
    ),
    // The guest's own trip's address, from a browser that did not make it.
    backFrom(returnTo, { paid_with: "card", token: "tok_4242424242424242" }, null),
    backFrom(madeUp, { paid_with: "stripe", cancelled: "1" }, cookie),
  ];
  for (const args of returns) {
    const page = await addTimeLoader(args);
    expect(page.confirming).toBe(false);
    expect(page.paymentRefusal).toBe(
      "This address did not come back from a payment page you opened here, so nothing was paid. Choose how long to stay and pay.",
    );
  }
  expect(calls.filter((call) => call.method === "POST")).toEqual([]);
});

test("asking for the link again answers the same, whether or not a booking matched", async () => {
  const response = (await requestAction(
    actionArgs(
      "/manage-booking",
      { email: "aoife@example.com", vehicle_reg: "ab12 cde" },
      {},
      guest,
    ),
  )) as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/manage-booking?requested");
  expect(calls.at(-1)).toMatchObject({
    body: { email: "aoife@example.com", vehicle_reg: "AB12CDE" },
  });
  expect(requestLoader(loaderArgs("/manage-booking?requested", {}, guest))).toMatchObject({
    answer: manageLinkRequestAnswer,
  });
  expect(requestLoader(loaderArgs("/manage-booking", {}, guest))).toMatchObject({ answer: null });
});

test("the link request's constraints come from its schema through the loader, not the browser's code", () => {
  expect(requestLoader(loaderArgs("/manage-booking", {}, guest)).constraint).toEqual({
    email: { required: true },
    vehicle_reg: { required: true },
  });
});

test("a link request is checked before it is sent, and the service's limit is shown in place", async () => {
  const invalid = inPlace<{ result: { error: Record<string, string[]> } }>(
    await requestAction(
      actionArgs("/manage-booking", { email: "aoife", vehicle_reg: "" }, {}, guest),
    ),
  );
  expect(invalid.status).toBe(400);
  expect(invalid.data.result.error).toMatchObject({
    email: ["Enter a valid email address, like name@example.com"],
    vehicle_reg: ["Enter the registration you booked with"],
  });
  expect(calls).toEqual([]);

  const limited = inPlace<{ result: { error: Record<string, string[]> } }>(
    await requestAction(
      actionArgs(
        "/manage-booking",
        { email: "often@example.com", vehicle_reg: "AB12CDE" },
        {},
        guest,
      ),
    ),
  );
  expect(limited.status).toBe(429);
  expect(limited.data.result.error[""]).toEqual(["Too many attempts. Try again in 59 minutes."]);
});
