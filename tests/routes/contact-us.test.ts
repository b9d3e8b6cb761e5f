import { beforeEach, expect, test } from "vitest";
import { defaultSiteFeatures } from "../../api/domain/site-features";
import { visitorContext } from "../../app/upstream/context";
import { action, loader } from "../../app/routes/contact-us";
import { http } from "msw";
import { messageSchema } from "#contract/answers";
import { contractJson } from "../mocks/contract-json";
import { botQuestion, receivedContactForms } from "../mocks/contact";
import { guestToken, marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { dataArgs, webContext } from "./web-context";

function context() {
  const built = webContext();
  built.set(visitorContext, {
    token: guestToken,
    anonymousId: "anon-test",
    user: null,
    features: defaultSiteFeatures,
  });
  return built;
}

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);

function post(fields: Record<string, string>, images: File[] = []) {
  const form = new FormData();
  const values = {
    name: "Mary Seacole",
    email: "mary@example.com",
    topic: "access",
    message: "The gate code in my confirmation did not open the barrier this morning.",
    bot_question_token: botQuestion.token,
    bot_answer: "5",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const image of images) form.append("supporting_image", image);
  return action({
    ...dataArgs("http://localhost/contact-us", { method: "POST", body: form, context: context() }),
    params: {},
  });
}

type Reply = { init: { status: number }; data: { result: { error?: Record<string, string[]> } } };

beforeEach(() => {
  receivedContactForms.length = 0;
});

test("a message with a photo is sent as the spec's multipart form and the sender sees its reference", async () => {
  const response = await post({}, [new File([jpeg], "barrier.jpg", { type: "image/jpeg" })]);

  expect(response).toBeInstanceOf(Response);
  expect((response as Response).headers.get("Location")).toBe("/contact-us?sent=PWC-1A2B3C4D");
  const [sent] = receivedContactForms;
  expect(sent?.get("name")).toBe("Mary Seacole");
  expect(sent?.getAll("supporting_image[]").map((file) => (file as File).name)).toEqual([
    "barrier.jpg",
  ]);
  const page = await loader({
    ...dataArgs("http://localhost/contact-us?sent=PWC-1A2B3C4D", { context: context() }),
    params: {},
  });
  expect(page.sent).toBe("PWC-1A2B3C4D");
});

test("an image over 5 MB is refused with its name and nothing is sent", async () => {
  const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.jpg", { type: "image/jpeg" });
  const reply = (await post({}, [big])) as unknown as Reply;
  expect(reply.init.status).toBe(400);
  expect(reply.data.result.error?.supporting_image).toEqual(['"huge.jpg" is larger than 5 MB']);
  expect(receivedContactForms).toEqual([]);
});

test("a file that is not a photo is refused with its name", async () => {
  const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], "sign.gif", { type: "image/gif" });
  const reply = (await post({}, [gif])) as unknown as Reply;
  expect(reply.init.status).toBe(400);
  expect(reply.data.result.error?.supporting_image).toEqual([
    '"sign.gif" is not a JPEG, PNG, WebP or HEIC image',
  ]);
});

test("without an answer to the bot check the form asks for one; a wrong one is refused by the service", async () => {
  const missing = (await post({ bot_answer: "" })) as unknown as Reply;
  expect(missing.data.result.error?.bot_answer).toEqual([
    "Answer the question so we know you are not a robot",
  ]);
  const wrong = (await post({ bot_answer: "7" })) as unknown as Reply;
  expect(wrong.init.status).toBe(400);
  expect(wrong.data.result.error?.bot_answer).toEqual([
    "The check that you are not a robot did not pass or has expired. Please try it again.",
  ]);
  expect(receivedContactForms).toEqual([]);
});

test("a filled-in honeypot is refused and nothing is sent", async () => {
  const reply = (await post({ website: "https://spam.example" })) as unknown as Reply;
  expect(reply.init.status).toBe(400);
  expect(reply.data.result.error?.website).toEqual([
    'Leave the field marked "Leave this empty" empty',
  ]);
  expect(receivedContactForms).toEqual([]);
});

test("past the service's limit the sender is told to wait, and the form keeps its words", async () => {
  const message = "Too many attempts. Try again in 59 minutes.";
  server.use(
    http.post(new URL("v2/contact-us", marketplaceUrl).toString(), () =>
      contractJson(messageSchema, { message }, { status: 429, headers: { "Retry-After": "3540" } }),
    ),
  );
  const reply = (await post({})) as unknown as Reply & {
    data: { result: { initialValue?: Record<string, unknown> } };
  };
  expect(reply.init.status).toBe(429);
  expect(reply.data.result.error?.[""]).toEqual([message]);
  expect(reply.data.result.initialValue?.message).toContain("gate code");
});

test("the page offers the bot check the service issued", async () => {
  const page = await loader({
    ...dataArgs("http://localhost/contact-us", { context: context() }),
    params: {},
  });
  expect(page.sent).toBeNull();
  expect(page.challenge).toMatchObject({ kind: "altcha", question: botQuestion });
});
