import { beforeEach, expect, test } from "vitest";
import { action, loader } from "../../app/routes/account/cards";
import { accountHandlers, type AccountCall } from "../mocks/account";
import { server } from "../mocks/server";
import { hostContext } from "../../app/upstream/context";
import { actionArgs, flashedToast, inPlace, loaderArgs, thrown } from "./account-visitor";

type Answer = {
  form: "add" | "list" | "stripe-setup";
  result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
};

let calls: AccountCall[];

beforeEach(() => {
  calls = [];
  server.use(...accountHandlers(calls));
});

const post = (fields: Record<string, string>, signedIn = true) =>
  action(actionArgs("/account/cards", fields, {}, signedIn));

const load = (path: string) => loader(loaderArgs(path));

/** The state cookie a trip to the provider's card page left in the browser (decision 025). */
function tripCookie(headers: Headers) {
  const kept = headers.getSetCookie().find((cookie) => cookie.startsWith("parkway_return_state="));
  expect(kept).toMatch(/; Path=\/account; .*HttpOnly; SameSite=Lax/);
  return kept!.split(";")[0]!;
}

/** The address the provider's page sends the driver back to, with what it adds. */
function backFrom(returnTo: string, added: Record<string, string>) {
  const back = new URL(returnTo, "http://localhost");
  for (const [name, value] of Object.entries(added)) back.searchParams.set(name, value);
  return `${back.pathname}${back.search}`;
}

/** The cards page loaded on the way back, with the cookie the browser keeps for the trip. */
function loadBack<T extends { request: Request }>(args: T, cookie: string) {
  return { ...args, request: new Request(args.request.url, { headers: { Cookie: cookie } }) };
}

/** The driver's request with Stripe taking cards: the page's policy may then allow Stripe.js. */
function withStripe<T extends { context: ReturnType<typeof loaderArgs>["context"] }>(args: T) {
  const allowed: string[] = [];
  const host = args.context.get(hostContext);
  args.context.set(hostContext, {
    ...host,
    config: { ...host.config, stripePublishableKey: "pk_test_parkway" },
    allowStripe: () => allowed.push("stripe"),
  });
  return { args, allowed };
}

test("the driver's saved cards are listed with their expiry, the default labelled", async () => {
  const { cards, stripe } = await load("/account/cards");
  expect(cards).toEqual([
    {
      id: 12,
      label: "Visa •••• 4242 (default)",
      reference: "Visa •••• 4242",
      expires: "04/2030",
      default: true,
    },
  ]);
  expect(stripe).toBe(false);
});

test("a signed-out visitor cannot see or add cards", async () => {
  expect((await thrown(() => loader(loaderArgs("/account/cards", {}, false)))).status).toBe(302);
  const adding = { intent: "add-card", payment_token: "tok_sandbox_debit" };
  expect((await thrown(() => post(adding, false))).status).toBe(302);
  expect(calls).toEqual([]);
});

test("the provider's framed card fields hand the form a token, which the account keeps; no number is posted", async () => {
  const response = (await post({
    intent: "add-card",
    payment_token: "tok_sandbox_debit",
    make_default: "on",
  })) as Response;
  expect(response.headers.get("Location")).toBe("/account/cards");
  expect(await flashedToast(response)).toMatchObject({
    type: "success",
    title: "Visa •••• 5556 added to your cards",
  });
  expect(calls).toEqual([
    {
      method: "POST",
      path: "/api/v2/cards",
      body: { payment_token: "tok_sandbox_debit", default: true },
    },
  ]);
});

test("without JavaScript, Add card leads to the provider's card page, which comes back with the token to keep", async () => {
  const sent = (await post({ intent: "add-card", make_default: "on" })) as Response;
  const cardPage = new URL(sent.headers.get("Location")!, "http://localhost");
  expect(cardPage.pathname).toBe("/api/v2/sandbox/pages/card");
  const returnTo = cardPage.searchParams.get("return_to")!;
  expect(Object.fromEntries(cardPage.searchParams)).toEqual({
    mode: "hosted",
    purpose: "save",
    return_to: expect.stringMatching(/^\/account\/cards\?default=1&state=[\w-]{32}$/),
  });
  // A document redirect: the provider's page is the service's, not a route of the web.
  expect(sent.headers.get("X-Remix-Reload-Document")).toBe("true");
  expect(calls).toEqual([]);

  const returned = backFrom(returnTo, { paid_with: "card", token: "tok_sandbox_debit" });
  const back = await thrown(() => loader(loadBack(loaderArgs(returned), tripCookie(sent.headers))));
  expect(back.headers.get("Location")).toBe("/account/cards");
  expect(await flashedToast(back)).toMatchObject({ title: "Visa •••• 5556 added to your cards" });
  expect(calls).toEqual([
    {
      method: "POST",
      path: "/api/v2/cards",
      body: { payment_token: "tok_sandbox_debit", default: true },
    },
  ]);
});

test("a card the service will not keep is said so, and nothing is saved", async () => {
  const framed = inPlace<Answer>(await post({ intent: "add-card", payment_token: "tok_refused" }));
  expect(framed.status).toBe(400);
  expect(framed.data.result.error?.[""]).toEqual([
    "This card could not be saved. Enter its details again.",
  ]);

  const sent = (await post({ intent: "add-card" })) as Response;
  const returnTo = new URL(sent.headers.get("Location")!, "http://localhost").searchParams.get(
    "return_to",
  )!;
  const returned = backFrom(returnTo, { paid_with: "card", token: "tok_refused" });
  const back = await thrown(() => loader(loadBack(loaderArgs(returned), tripCookie(sent.headers))));
  expect(await flashedToast(back)).toMatchObject({
    type: "danger",
    title: "Your card was not added",
    description: "This card could not be saved. Enter its details again.",
  });
});

test("with Stripe, Add card opens Stripe's card setup: the Payment Element with JavaScript, Checkout without", async () => {
  const embedded = withStripe(
    actionArgs("/account/cards", { intent: "add-card", payment_page: "embedded" }),
  );
  const answer = (await action(embedded.args)) as unknown as {
    data: { form: string; stripeSetup: unknown };
    init: { headers: HeadersInit };
  };
  expect(answer.data).toEqual({
    form: "stripe-setup",
    stripeSetup: {
      publishableKey: "pk_test_parkway",
      clientSecret: "seti_mock_secret_test",
      returnUrl: expect.stringMatching(
        /^http:\/\/localhost:3000\/account\/cards\?state=[\w-]{32}$/,
      ),
    },
  });
  tripCookie(new Headers(answer.init.headers));

  const hosted = withStripe(
    actionArgs("/account/cards", { intent: "add-card", make_default: "on" }),
  );
  const sent = (await action(hosted.args)) as Response;
  expect(sent.headers.get("Location")).toBe("https://checkout.stripe.com/c/pay/cs_test_mock");
  expect(sent.headers.get("X-Remix-Reload-Document")).toBe("true");
  tripCookie(sent.headers);
  expect(calls.map(({ path, body }) => [path, body])).toEqual([
    [
      "/api/v2/cards/setup",
      { page: "embedded", return_url: expect.stringMatching(/^\/account\/cards\?state=/) },
    ],
    [
      "/api/v2/cards/setup",
      { page: "hosted", return_url: expect.stringMatching(/^\/account\/cards\?default=1&state=/) },
    ],
  ]);
});

test("back from Stripe, the setup it finished is kept; leaving its page keeps nothing", async () => {
  const sent = (await action(
    withStripe(actionArgs("/account/cards", { intent: "add-card", make_default: "on" })).args,
  )) as Response;
  const cookie = tripCookie(sent.headers);
  const returnTo = (calls[0]!.body as { return_url: string }).return_url;
  calls.length = 0;

  const finished = backFrom(returnTo, {
    setup_intent: "seti_mock",
    setup_intent_client_secret: "seti_mock_secret_test",
    redirect_status: "succeeded",
  });
  const back = await thrown(() => loader(loadBack(withStripe(loaderArgs(finished)).args, cookie)));
  expect(await flashedToast(back)).toMatchObject({ title: "Visa •••• 5556 added to your cards" });
  expect(calls).toEqual([
    { method: "POST", path: "/api/v2/cards", body: { setup_id: "seti_mock", default: true } },
  ]);

  const left = backFrom(returnTo, { cancelled: "1" });
  const leftArgs = loadBack(withStripe(loaderArgs(left)).args, cookie);
  expect(await flashedToast(await thrown(() => loader(leftArgs)))).toMatchObject({
    type: "info",
    title: "No card was added",
  });
  expect(calls).toHaveLength(1);

  const page = withStripe(loaderArgs("/account/cards"));
  expect((await loader(page.args)).stripe).toBe(true);
  expect(page.allowed).toEqual(["stripe"]);
});

test("a return without the state of a card page this browser opened keeps nothing, and says why", async () => {
  const sent = (await post({ intent: "add-card" })) as Response;
  const cookie = tripCookie(sent.headers);
  const returns = [
    // A link or image on another site, with a sandbox card of the sender's.
    { path: "/account/cards?paid_with=card&token=tok_sandbox_debit", cookie: null },
    // The same with a state made up, or another browser's.
    { path: "/account/cards?paid_with=card&token=tok_sandbox_debit&state=guessed", cookie },
    { path: "/account/cards?setup_intent=seti_mock&redirect_status=succeeded", cookie },
    { path: "/account/cards?setup_id=cs_test_mock&state=", cookie },
  ];
  for (const { path, cookie: kept } of returns) {
    const args = kept ? loadBack(withStripe(loaderArgs(path)).args, kept) : loaderArgs(path);
    const back = await thrown(() => loader(args));
    expect(back.headers.get("Location")).toBe("/account/cards");
    expect(await flashedToast(back)).toMatchObject({
      type: "danger",
      title: "No card was added",
      description:
        "This address did not come back from a card page you opened here, so nothing was saved. To add a card, use Add card.",
    });
  }
  expect(calls).toEqual([]);
});

test("a driver makes a card the default, and removes one", async () => {
  const made = (await post({ intent: "make-default-card", card_id: "12" })) as Response;
  expect(await flashedToast(made)).toMatchObject({
    title: "Visa •••• 4242 is now your default card",
  });
  const removed = (await post({ intent: "remove-card", card_id: "12" })) as Response;
  expect(await flashedToast(removed)).toMatchObject({ title: "Card removed" });
  expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
    "PATCH /api/v2/cards/12",
    "DELETE /api/v2/cards/12",
  ]);
});

test("removing a card that is not the driver's shows the refusal above the list", async () => {
  const answer = inPlace<Answer>(await post({ intent: "remove-card", card_id: "99" }));
  expect(answer.status).toBe(404);
  expect(answer.data.form).toBe("list");
  expect(answer.data.result.error?.[""]).toEqual(["There is no saved card with that number"]);
});
