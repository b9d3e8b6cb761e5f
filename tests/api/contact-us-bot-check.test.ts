import { solveChallenge } from "altcha-lib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import { contactMessages, outboxEmails } from "../../api/db/schema";
import { createTestApi, testJwtSecret } from "./fixtures";
import { createTestDatabase } from "./setup-database";

let database: Database;
let api: ReturnType<typeof createTestApi>;
let sent = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database);
});

afterAll(async () => {
  await database.close();
});

type Challenge = {
  kind: "altcha";
  altcha: {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  question: { text: string; token: string };
};

async function challenge(target = api): Promise<Challenge> {
  const response = await target.request("/api/v2/bot-check/challenge");
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return ((await response.json()) as { data: Challenge }).data;
}

/** What the page's script sends: the proof of work, found as the browser would. */
async function solvedAltcha() {
  const { altcha } = await challenge();
  const solution = await solveChallenge(
    altcha.challenge,
    altcha.salt,
    altcha.algorithm,
    altcha.maxnumber,
  ).promise;
  if (!solution) throw new Error("no solution found");
  return Buffer.from(JSON.stringify({ ...altcha, number: solution.number })).toString("base64");
}

const numbers = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** What a person without JavaScript types: the sum the question asks for. */
function sumOf(question: string) {
  const [, first = "", second = ""] = /What is (\w+) plus (\w+)\?/.exec(question) ?? [];
  return String(numbers.indexOf(first) + numbers.indexOf(second));
}

function contact(fields: Record<string, string>, target = api) {
  sent += 1;
  const form = new FormData();
  const values = {
    name: "Grace Hopper",
    email: `sender${sent}@example.com`,
    topic: "booking",
    message: "My booking confirmation never arrived, can you resend it please?",
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  form.append(
    "supporting_image[]",
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "gate.jpg", { type: "image/jpeg" }),
  );
  return target.request("/api/v2/contact-us", {
    method: "POST",
    body: form,
    headers: { "X-Forwarded-For": `198.51.100.${sent}` },
  });
}

async function storedFrom(email: string) {
  return database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

test("a solved proof of work sends the message, and the sender is emailed an acknowledgement", async () => {
  const response = await contact({ altcha: await solvedAltcha() });
  expect(response.status).toBe(201);
  const email = `sender${sent}@example.com`;
  expect(await storedFrom(email)).toHaveLength(1);
  const outbox = await database.db
    .select({ kind: outboxEmails.kind })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email));
  expect(outbox.map((row) => row.kind)).toEqual(["contact-acknowledgement"]);
});

test("a proof of work counts once: the same payload again is refused", async () => {
  const payload = await solvedAltcha();
  expect((await contact({ altcha: payload })).status).toBe(201);
  const replay = await contact({ altcha: payload });
  expect(replay.status).toBe(400);
  expect(await replay.json()).toEqual({
    message: "The check that you are not a robot did not pass or has expired. Please try it again.",
    errors: {
      bot_check: [
        "The check that you are not a robot did not pass or has expired. Please try it again.",
      ],
    },
  });
});

test("without JavaScript, the right answer to the question sends the message, once", async () => {
  const { question } = await challenge();
  const answer = { bot_question_token: question.token, bot_answer: sumOf(question.text) };
  expect((await contact(answer)).status).toBe(201);
  expect((await contact(answer)).status).toBe(400);
});

test("a wrong answer, a forged question or no check at all sends nothing", async () => {
  const { question } = await challenge();
  const wrong = String(Number(sumOf(question.text)) + 1);
  const attempts: Array<Record<string, string>> = [
    { bot_question_token: question.token, bot_answer: wrong },
    { bot_question_token: question.token.replace(/^\d/, "9"), bot_answer: "18" },
    { altcha: Buffer.from("{}").toString("base64") },
    {},
  ];
  for (const fields of attempts) {
    const response = await contact(fields);
    expect(response.status).toBe(400);
    expect(await storedFrom(`sender${sent}@example.com`)).toEqual([]);
  }
  const none = await contact({});
  expect((await none.json()).errors).toEqual({
    bot_check: ["Complete the check that you are not a robot"],
  });
});

test("a filled-in honeypot is refused with a message and nothing is stored", async () => {
  const response = await contact({ altcha: await solvedAltcha(), website: "https://spam.example" });
  expect(response.status).toBe(400);
  expect((await response.json()).errors.website).toEqual([
    'Leave the field marked "Leave this empty" empty',
  ]);
  expect(await storedFrom(`sender${sent}@example.com`)).toEqual([]);
});

function withRecaptcha(answer: object | "unreachable") {
  const asked: URLSearchParams[] = [];
  const target = createApi({
    database,
    config: {
      jwtSecret: testJwtSecret,
      production: false,
      recaptchaSecretKey: "recaptcha-secret",
      recaptchaVerifyUrl: "https://recaptcha.test/siteverify",
    },
  });
  const originalFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (String(input) !== "https://recaptcha.test/siteverify") return originalFetch(input, init);
    asked.push(new URLSearchParams(String(init?.body)));
    if (answer === "unreachable") throw new TypeError("fetch failed");
    return Response.json(answer);
  };
  return { target, asked, restore: () => (globalThis.fetch = originalFetch) };
}

test("with reCAPTCHA configured, Google's verdict decides, and a low v3 score is refused", async () => {
  for (const [verdict, status] of [
    [{ success: true, score: 0.9 }, 201],
    [{ success: true }, 201],
    [{ success: true, score: 0.2 }, 400],
    [{ success: false, "error-codes": ["invalid-input-response"] }, 400],
    ["unreachable", 400],
  ] as const) {
    const recaptcha = withRecaptcha(verdict);
    try {
      expect(await challenge(recaptcha.target)).toEqual({ kind: "recaptcha" });
      const response = await contact(
        { "g-recaptcha-response": "token-from-widget" },
        recaptcha.target,
      );
      expect(response.status).toBe(status);
      expect(recaptcha.asked[0]?.get("secret")).toBe("recaptcha-secret");
      expect(recaptcha.asked[0]?.get("response")).toBe("token-from-widget");
    } finally {
      recaptcha.restore();
    }
  }
});
