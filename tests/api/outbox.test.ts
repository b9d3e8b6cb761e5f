import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import { outboxEmails } from "../../api/db/schema";
import {
  deliverOutbox,
  MAX_SEND_ATTEMPTS,
  retryDelayMs,
  type MailTransport,
} from "../../api/mailer";
import { enqueueEmail } from "../../api/repositories/outbox";
import { createTestApi, jsonBody, testJwtSecret } from "./fixtures";
import { createTestDatabase } from "./setup-database";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

beforeEach(async () => {
  await database.db.delete(outboxEmails);
});

afterAll(async () => {
  await database.close();
});

async function queue(to: string, subject = "Your booking") {
  const id = await enqueueEmail(database.db, {
    to,
    kind: "booking-confirmation",
    subject,
    textBody: `Hello ${to}`,
    htmlBody: `<p>Hello ${to}</p>`,
  });
  if (id === null) throw new Error(`${to} was not queued`);
  return id;
}

async function stored(id: string) {
  const [row] = await database.db
    .select({ sentAt: outboxEmails.sentAt, lastError: outboxEmails.lastError })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, id));
  return row;
}

test("delivery sends every unsent email through the transport once", async () => {
  const transport = nodemailer.createTransport({ jsonTransport: true }, { from: "a@example.com" });
  const first = await queue("one@example.com");
  const second = await queue("two@example.com");

  expect(await deliverOutbox(database.db, transport)).toEqual({ sent: 2, failed: 0, gaveUp: [] });
  expect(await deliverOutbox(database.db, transport)).toEqual({ sent: 0, failed: 0, gaveUp: [] });

  expect((await stored(first))?.sentAt).toBeInstanceOf(Date);
  expect((await stored(second))?.sentAt).toBeInstanceOf(Date);
});

test("a failed send waits its turn with its error, then goes with a later delivery", async () => {
  const sent: string[] = [];
  let smtpDown = true;
  const transport: MailTransport = {
    async sendMail(message) {
      if (smtpDown) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      sent.push(`${message.to}: ${message.subject}`);
    },
  };
  let clock = new Date();
  const now = () => clock;
  const id = await queue("later@example.com", "Reset your password");

  expect(await deliverOutbox(database.db, transport, now)).toEqual({
    sent: 0,
    failed: 1,
    gaveUp: [],
  });
  expect(await stored(id)).toEqual({
    sentAt: null,
    lastError: "connect ECONNREFUSED 127.0.0.1:25",
  });

  smtpDown = false;
  expect(await deliverOutbox(database.db, transport, now)).toEqual({
    sent: 0,
    failed: 0,
    gaveUp: [],
  });
  clock = new Date(clock.getTime() + retryDelayMs(1));
  expect(await deliverOutbox(database.db, transport, now)).toEqual({
    sent: 1,
    failed: 0,
    gaveUp: [],
  });
  expect(await stored(id)).toEqual({ sentAt: expect.any(Date), lastError: null });
  expect(sent).toEqual(["later@example.com: Reset your password"]);
});

test("an email that keeps failing is given up after the last attempt, and reported", async () => {
  const transport: MailTransport = {
    sendMail: async () => {
      throw new Error("550 mailbox unavailable");
    },
  };
  let clock = new Date();
  const now = () => clock;
  const id = await queue("nobody@example.com");

  for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt += 1) {
    expect((await deliverOutbox(database.db, transport, now)).gaveUp).toEqual([]);
    clock = new Date(clock.getTime() + retryDelayMs(attempt));
  }
  const last = await deliverOutbox(database.db, transport, now);
  clock = new Date(clock.getTime() + retryDelayMs(MAX_SEND_ATTEMPTS));

  expect(last.gaveUp.map((email) => email.id)).toEqual([id]);
  expect(await deliverOutbox(database.db, transport, now)).toEqual({
    sent: 0,
    failed: 0,
    gaveUp: [],
  });
  expect(await stored(id)).toEqual({ sentAt: null, lastError: "550 mailbox unavailable" });
});

test("an email queued twice under one dedupe key is sent once", async () => {
  const sent: string[] = [];
  const transport: MailTransport = {
    sendMail: async (message) => {
      sent.push(message.to);
    },
  };
  const email = {
    to: "once@example.com",
    kind: "booking-confirmation",
    subject: "Your booking",
    textBody: "Booked",
    dedupeKey: "booking-confirmation:1",
  };

  expect(await enqueueEmail(database.db, email)).toEqual(expect.any(String));
  expect(await enqueueEmail(database.db, email)).toBeNull();
  await deliverOutbox(database.db, transport);

  expect(sent).toEqual(["once@example.com"]);
});

test("a backlog larger than one batch is drained in one delivery", async () => {
  const transport: MailTransport = { sendMail: async () => undefined };
  for (let email = 0; email < 60; email += 1) await queue(`backlog${email}@example.com`);

  expect(await deliverOutbox(database.db, transport)).toEqual({ sent: 60, failed: 0, gaveUp: [] });
});

test("the dev outbox lists queued email newest first", async () => {
  const api = createTestApi(database);
  await queue("older@example.com");
  await queue("newer@example.com");

  const response = await api.request("/api/dev/outbox");

  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.data.map((email: { to: string }) => email.to)).toEqual([
    "newer@example.com",
    "older@example.com",
  ]);
  expect(body.data[0]).toEqual({
    id: expect.any(String),
    to: "newer@example.com",
    kind: "booking-confirmation",
    subject: "Your booking",
    text_body: "Hello newer@example.com",
    html_body: "<p>Hello newer@example.com</p>",
    attachments: [],
    headers: {},
    created_at: expect.any(String),
    sent_at: null,
    last_error: null,
  });
});

test("a browser reads each queued email rendered, with its headers and attachments", async () => {
  const api = createTestApi(database);
  const id = await enqueueEmail(database.db, {
    to: "driver@example.com",
    kind: "booking-confirmation",
    subject: "Booking PW-1 confirmed",
    textBody: "Your booking <PW-1> is confirmed",
    htmlBody: '<p style="color:#0f172a">Your booking is confirmed</p>',
    attachments: [
      {
        filename: "parkway-booking.ics",
        contentType: "text/calendar",
        content: Buffer.from("BEGIN:VCALENDAR"),
      },
    ],
    headers: { "List-Unsubscribe": "<https://parkway.example/unsubscribe>" },
  });
  const asBrowser = { headers: { Accept: "text/html,application/xhtml+xml" } };

  const list = await api.request("/api/dev/outbox", asBrowser);
  const email = await api.request(`/api/dev/outbox/${id}`, asBrowser);
  const file = await api.request(`/api/dev/outbox/${id}/attachments/0`);

  expect(list.headers.get("Content-Type")).toMatch(/^text\/html/);
  expect(await list.text()).toContain(`<a href="outbox/${id}">Booking PW-1 confirmed</a>`);
  const page = await email.text();
  expect(page).toContain("Your booking &lt;PW-1&gt; is confirmed");
  expect(page).toContain('srcdoc="&lt;p style=&quot;color:#0f172a&quot;&gt;');
  expect(page).toContain("&lt;https://parkway.example/unsubscribe&gt;");
  expect(page).toContain(`href="${id}/attachments/0" download="parkway-booking.ics"`);
  expect(file.headers.get("Content-Type")).toBe("text/calendar");
  expect(await file.text()).toBe("BEGIN:VCALENDAR");
  expect((await api.request(`/api/dev/outbox/${id}/attachments/1`)).status).toBe(404);
  expect((await api.request("/api/dev/outbox/not-an-id")).status).toBe(400);
});

test("with SMTP_URL set, a request does not wait for SMTP, and a failed send is recorded", async () => {
  const api = createApi({
    database,
    config: {
      jwtSecret: testJwtSecret,
      production: false,
      // Nothing listens on port 1: the connection is refused.
      smtpUrl: "smtp://127.0.0.1:1",
    },
  });
  const registered = await api.request("/api/v2/register", {
    method: "POST",
    ...jsonBody({
      email: "smtp@example.com",
      password: "correct horse battery",
      first_name: "Ada",
      last_name: "Lovelace",
      terms: true,
    }),
  });
  expect(registered.status).toBe(201);

  const asked = await api.request("/api/v2/forgot-password", {
    method: "POST",
    ...jsonBody({ email: "smtp@example.com" }),
  });

  expect(asked.status).toBe(202);
  await expect
    .poll(async () => (await database.db.select().from(outboxEmails))[0]?.lastError, {
      timeout: 10_000,
    })
    .toMatch(/ECONNREFUSED/);
});
