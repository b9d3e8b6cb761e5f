import { http } from "msw";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import { contractJson } from "../mocks/contract-json";
import { beforeEach, expect, test } from "vitest";
import {
  action as stopAlert,
  loader as alertPage,
} from "../../app/routes/location-notifications-unsubscribe";
import { action as unsubscribe, loader as unsubscribePage } from "../../app/routes/unsubscribe";
import { accountHandlers, UNSUBSCRIBE_SIGNATURE, type AccountCall } from "../mocks/account";
import { marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { actionArgs, inPlace, loaderArgs } from "./account-visitor";

type Answer = { result: { error?: Record<string, string[]> }; done: string | null };

let calls: AccountCall[];

beforeEach(() => {
  calls = [];
  server.use(...accountHandlers(calls));
});

const email = "Priya.Shah+parking@example.com";
const link = `/unsubscribe/${encodeURIComponent(email)}/marketing?signature=${UNSUBSCRIBE_SIGNATURE}`;
const params = { email, type: "marketing" };

test("opening an emailed unsubscribe link, signed in or not, only asks: nothing is unsubscribed", async () => {
  for (const signedIn of [false, true]) {
    const page = inPlace<{ link: { email: string; stops: string } | null }>(
      unsubscribePage(loaderArgs(link, params, signedIn)),
    );
    expect(page).toEqual({
      status: 200,
      data: { link: { email, stops: "offers and news from Parkway" } },
    });
  }
  expect(calls).toEqual([]);
});

test("the one button unsubscribes the address with the link's signature, without signing in", async () => {
  const answer = inPlace<Answer>(
    await unsubscribe(actionArgs(link, { intent: "unsubscribe" }, params, false)),
  );
  expect(answer).toMatchObject({
    status: 200,
    data: { done: "You will not get any more offers or news from Parkway." },
  });
  expect(calls).toEqual([
    {
      method: "POST",
      path: "/api/v2/misc/user-notifications/unsubscribe",
      body: { email, type: "marketing", signature: UNSUBSCRIBE_SIGNATURE },
    },
  ]);
});

test("a link whose signature does not match is refused with the service's words", async () => {
  const forged = link.replace(UNSUBSCRIBE_SIGNATURE, "f00d");
  const answer = inPlace<Answer>(
    await unsubscribe(actionArgs(forged, { intent: "unsubscribe" }, params, false)),
  );
  expect(answer.status).toBe(403);
  expect(answer.data.result.error?.[""]).toEqual([
    "This unsubscribe link is not valid. Use the link in your most recent email from us, or change your email settings in your account.",
  ]);
});

test("a link without an address, a known type or a signature says it is incomplete", async () => {
  const incomplete = [
    ["/unsubscribe", {}],
    ["/unsubscribe/priya%40example.com?signature=a1", { email: "priya@example.com" }],
    [
      "/unsubscribe/priya%40example.com/newsletters?signature=a1",
      { email: "priya@example.com", type: "newsletters" },
    ],
    ["/unsubscribe/priya%40example.com/all", { email: "priya@example.com", type: "all" }],
  ] as const;
  for (const [path, linkParams] of incomplete) {
    expect(inPlace(unsubscribePage(loaderArgs(path, linkParams, false)))).toEqual({
      status: 400,
      data: { link: null },
    });
    const answer = inPlace<Answer>(
      await unsubscribe(actionArgs(path, { intent: "unsubscribe" }, linkParams, false)),
    );
    expect(answer.status).toBe(400);
  }
  expect(calls).toEqual([]);
});

const alertLink = "/location-notifications/unsubscribe?token=tok_0123456789abcdef";

test("opening a parking alert's stop link changes nothing; the button stops the alert", async () => {
  expect(inPlace(alertPage(loaderArgs(alertLink, {}, false)))).toEqual({
    status: 200,
    data: { complete: true },
  });
  expect(calls).toEqual([]);
  const answer = inPlace<Answer>(
    await stopAlert(actionArgs(alertLink, { intent: "stop-alert" }, {}, false)),
  );
  expect(answer.data.done).toBe("You will not get any more emails for this parking alert.");
  expect(calls).toEqual([
    {
      method: "POST",
      path: "/api/v2/misc/location-notifications/unsubscribe",
      body: { token: "tok_0123456789abcdef" },
    },
  ]);
});

test("the alert call accepts any answer the service gives, as spec §8 says", async () => {
  server.use(
    http.post(
      new URL("v2/misc/location-notifications/unsubscribe", marketplaceUrl).toString(),
      () =>
        contractJson(
          invalidRequestSchema,
          {
            message: "Please correct the invalid fields",
            errors: { token: ["Give the token from the unsubscribe link"] },
          },
          { status: 400 },
        ),
    ),
  );
  const answer = inPlace<Answer>(
    await stopAlert(actionArgs(alertLink, { intent: "stop-alert" }, {}, false)),
  );
  expect(answer.data.done).toBe("You will not get any more emails for this parking alert.");
});

test("when the service fails, the driver is told the alert may still be on", async () => {
  server.use(
    http.post(
      new URL("v2/misc/location-notifications/unsubscribe", marketplaceUrl).toString(),
      () => contractJson(messageSchema, { message: "Internal error" }, { status: 500 }),
    ),
  );
  const answer = inPlace<Answer>(
    await stopAlert(actionArgs(alertLink, { intent: "stop-alert" }, {}, false)),
  );
  expect(answer.status).toBe(503);
  expect(answer.data.result.error?.[""]).toEqual([
    "We could not stop the alert just now. Try the link again in a few minutes.",
  ]);
});

test("a stop link without its token says it is incomplete", async () => {
  const path = "/location-notifications/unsubscribe";
  expect(inPlace(alertPage(loaderArgs(path, {}, false))).status).toBe(400);
  const answer = inPlace<Answer>(
    await stopAlert(actionArgs(path, { intent: "stop-alert" }, {}, false)),
  );
  expect(answer.status).toBe(400);
  expect(calls).toEqual([]);
});
