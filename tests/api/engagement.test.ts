import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import {
  contactAttachments,
  contactMessages,
  emailUnsubscribes,
  locationNotifications,
  outboxEmails,
  users,
} from "../../api/db/schema";
import type { UnsubscribeType } from "#contract/unsubscribes";
import { unsubscribeSignature } from "../../api/domain/unsubscribes";
import { createTestApi, everySenderIsAPerson, jsonBody, testJwtSecret } from "./fixtures";
import { createTestDatabase } from "./setup-database";

let database: Database;
let api: ReturnType<typeof createTestApi>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = createTestApi(database, { botCheck: everySenderIsAPerson });
});

afterAll(async () => {
  await database.close();
});

let made = 0;

/** Requests are limited per address; each test sends from addresses of its own. */
function fromNewAddress(): Record<string, string> {
  made += 1;
  return { "X-Forwarded-For": `203.0.${Math.floor(made / 250)}.${made % 250}` };
}

function newEmail(name = "driver") {
  made += 1;
  return `${name}${made}@example.com`;
}

const leeds = { place_name: "Leeds station", lat: 53.7946, lng: -1.5474 };

function askForAlert(body: Record<string, unknown>, headers = fromNewAddress()) {
  return api.request("/api/v2/location-notification", {
    method: "POST",
    ...jsonBody(body, headers),
  });
}

async function alertsOf(email: string) {
  return database.db
    .select()
    .from(locationNotifications)
    .where(eq(locationNotifications.email, email));
}

async function emailsTo(email: string) {
  return database.db
    .select({ kind: outboxEmails.kind, subject: outboxEmails.subject, text: outboxEmails.textBody })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email))
    .orderBy(outboxEmails.createdAt);
}

test("asking for alerts near a place stores the alert and emails a link to stop it", async () => {
  const email = newEmail();

  const response = await askForAlert({ email, ...leeds });

  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({
    message: `We will email ${email} when parking comes up near Leeds station.`,
    data: { email, place_name: "Leeds station", radius_m: 2000, rental: "short" },
  });
  const [alert] = await alertsOf(email);
  expect(alert).toMatchObject({ radiusMetres: 2000, rental: "short", unsubscribedAt: null });
  const [confirmation] = await emailsTo(email);
  expect(confirmation?.kind).toBe("location-alert-confirmation");
  expect(confirmation?.text).toContain(
    `http://localhost:3000/location-notifications/unsubscribe?token=${alert?.unsubscribeToken}`,
  );
  expect(confirmation?.text).toContain(
    `/unsubscribe/${encodeURIComponent(email)}/location-alerts?signature=${unsubscribeSignature(testJwtSecret, email, "location-alerts")}`,
  );
});

test("an alert can be asked for with a plain form post", async () => {
  const email = newEmail();
  const form = new URLSearchParams({
    email,
    place_name: "Leeds station",
    lat: "53.7946",
    lng: "-1.5474",
    radius: "5000",
    rental: "long",
  });

  const response = await api.request("/api/v2/location-notification", {
    method: "POST",
    body: form,
    headers: fromNewAddress(),
  });

  expect(response.status).toBe(201);
  expect((await alertsOf(email))[0]).toMatchObject({ radiusMetres: 5000, rental: "long" });
});

test("asking again for the same place adds no second alert and sends no second email", async () => {
  const email = newEmail();
  await askForAlert({ email, ...leeds });

  const again = await askForAlert({
    email: email.toUpperCase(),
    place_name: "Leeds railway station",
    lat: leeds.lat + 0.001,
    lng: leeds.lng,
  });

  expect(again.status).toBe(200);
  expect(await alertsOf(email)).toHaveLength(1);
  expect(await emailsTo(email)).toHaveLength(1);
});

test("another rental or a place 500 m away is a new alert", async () => {
  const email = newEmail();
  await askForAlert({ email, ...leeds });

  const monthly = await askForAlert({ email, ...leeds, rental: "long" });
  const further = await askForAlert({ email, ...leeds, lat: leeds.lat + 0.0045 });

  expect(monthly.status).toBe(201);
  expect(further.status).toBe(201);
  expect(await alertsOf(email)).toHaveLength(3);
});

test("after stopping an alert, asking again sets it up anew", async () => {
  const email = newEmail();
  await askForAlert({ email, ...leeds });
  const [alert] = await alertsOf(email);
  await api.request("/api/v2/misc/location-notifications/unsubscribe", {
    method: "POST",
    ...jsonBody({ token: alert?.unsubscribeToken }),
  });

  const again = await askForAlert({ email, ...leeds });

  expect(again.status).toBe(201);
  expect(await alertsOf(email)).toHaveLength(2);
});

test("a bad alert request gets a message for each field and stores nothing", async () => {
  const response = await askForAlert({
    email: "not-an-email",
    place_name: " ",
    lat: 95,
    lng: "west",
    radius: 25_000,
    rental: "weekly",
  });

  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body.message).toBe("Please correct the invalid fields");
  expect(body.errors).toEqual({
    email: ["Enter a valid email address, like name@example.com"],
    place_name: ["Give the name of the place to watch"],
    lat: ["Give lat as a number of degrees from -90 to 90"],
    lng: ["Give lng as a number of degrees from -180 to 180"],
    radius: ["The radius must be a whole number of metres from 100 to 20000"],
    rental: ["The rental must be short, long or airport"],
  });
});

test("alerts are only for places in the UK and Ireland", async () => {
  const response = await askForAlert({
    email: newEmail(),
    place_name: "Paris",
    lat: 48.8566,
    lng: 2.3522,
  });

  expect(response.status).toBe(400);
  expect((await response.json()).errors).toEqual({ lat: ["Choose a place in the UK or Ireland"] });
});

test("one client address can ask for 10 alerts an hour", async () => {
  const address = fromNewAddress();
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await askForAlert({ email: newEmail(), ...leeds }, address);
    expect(response.status).toBe(201);
  }

  const refused = await askForAlert({ email: newEmail(), ...leeds }, address);
  const elsewhere = await askForAlert({ email: newEmail(), ...leeds });

  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3_000);
  expect(await refused.json()).toEqual({ message: "Too many attempts. Try again in 60 minutes." });
  expect(elsewhere.status).toBe(201);
});

function stopAlert(body: unknown) {
  return api.request("/api/v2/misc/location-notifications/unsubscribe", {
    method: "POST",
    ...jsonBody(body),
  });
}

const alertStopped = { message: "You will not get any more emails for this parking alert." };

test("the emailed token stops its alert, and using it again changes nothing", async () => {
  const email = newEmail();
  await askForAlert({ email, ...leeds });
  await askForAlert({ email, ...leeds, rental: "long" });
  const [first] = await alertsOf(email);

  const stopped = await stopAlert({ token: first?.unsubscribeToken });
  const [afterFirst] = (await alertsOf(email)).filter((alert) => alert.id === first?.id);
  const again = await stopAlert({ token: first?.unsubscribeToken });

  expect(stopped.status).toBe(200);
  expect(await stopped.json()).toEqual(alertStopped);
  expect(afterFirst?.unsubscribedAt).toBeInstanceOf(Date);
  expect(again.status).toBe(200);
  const alerts = await alertsOf(email);
  expect(alerts.find((alert) => alert.id === first?.id)?.unsubscribedAt).toEqual(
    afterFirst?.unsubscribedAt,
  );
  expect(alerts.filter((alert) => alert.unsubscribedAt === null)).toHaveLength(1);
});

test("an unknown token gets the same answer as a known one", async () => {
  const response = await stopAlert({ token: "no-such-token" });

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(alertStopped);
});

test("a request to stop an alert without a token is refused as malformed", async () => {
  const missing = await stopAlert({});
  const notText = await stopAlert({ token: 12 });

  expect(missing.status).toBe(400);
  expect((await missing.json()).errors).toEqual({
    token: ["Give the token from the unsubscribe link"],
  });
  expect(notText.status).toBe(400);
});

function unsubscribe(body: Record<string, unknown>) {
  return api.request("/api/v2/misc/user-notifications/unsubscribe", {
    method: "POST",
    ...jsonBody(body),
  });
}

function signed(email: string, type: UnsubscribeType) {
  return { email, type, signature: unsubscribeSignature(testJwtSecret, email, type) };
}

async function createUser(email: string) {
  await database.db
    .insert(users)
    .values({ email, firstName: "Ada", lastName: "Lovelace", marketingEmails: true });
}

async function preferencesOf(email: string) {
  const [user] = await database.db
    .select({ marketing: users.marketingEmails, reminders: users.bookingReminders })
    .from(users)
    .where(eq(users.email, email));
  return user;
}

async function unsubscribesOf(email: string) {
  return database.db
    .select({ kind: emailUnsubscribes.kind })
    .from(emailUnsubscribes)
    .where(eq(emailUnsubscribes.email, email));
}

test("a signed link unsubscribes a user from marketing and keeps their reminders", async () => {
  const email = newEmail();
  await createUser(email);

  const response = await unsubscribe(signed(email, "marketing"));

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    message: "You will not get any more offers or news from Parkway.",
  });
  expect(await preferencesOf(email)).toEqual({ marketing: false, reminders: true });
  expect(await unsubscribesOf(email)).toEqual([{ kind: "marketing" }]);
});

test("unsubscribing twice is recorded once", async () => {
  const email = newEmail();
  await createUser(email);

  await unsubscribe(signed(email, "booking-reminders"));
  const again = await unsubscribe(signed(email, "booking-reminders"));

  expect(again.status).toBe(200);
  expect(await unsubscribesOf(email)).toEqual([{ kind: "booking-reminders" }]);
  expect(await preferencesOf(email)).toEqual({ marketing: true, reminders: false });
});

test("unsubscribing from everything switches off every optional email and alert", async () => {
  const email = newEmail();
  await createUser(email);
  await askForAlert({ email, ...leeds });

  const response = await unsubscribe(signed(email.toUpperCase(), "all"));

  expect(response.status).toBe(200);
  expect(await preferencesOf(email)).toEqual({ marketing: false, reminders: false });
  expect((await alertsOf(email)).every((alert) => alert.unsubscribedAt !== null)).toBe(true);
});

test("an address without an account can stop all its location alerts", async () => {
  const email = newEmail("guest");
  await askForAlert({ email, ...leeds });
  await askForAlert({ email, ...leeds, rental: "airport" });

  const response = await unsubscribe(signed(email, "location-alerts"));

  expect(response.status).toBe(200);
  expect((await alertsOf(email)).map((alert) => alert.unsubscribedAt)).not.toContain(null);
  expect(await unsubscribesOf(email)).toEqual([{ kind: "location-alerts" }]);
});

test("a wrong signature cannot unsubscribe anyone", async () => {
  const email = newEmail();
  await createUser(email);
  const forOther = signed(newEmail(), "marketing").signature;
  const otherType = signed(email, "all").signature;

  const responses = await Promise.all(
    [forOther, otherType, "0".repeat(64), "short"].map((signature) =>
      unsubscribe({ email, type: "marketing", signature }),
    ),
  );

  for (const response of responses) {
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message:
        "This unsubscribe link is not valid. Use the link in your most recent email from us, or change your email settings in your account.",
    });
  }
  expect(await preferencesOf(email)).toEqual({ marketing: true, reminders: true });
  expect(await unsubscribesOf(email)).toEqual([]);
});

test("a malformed unsubscribe request gets field messages", async () => {
  const response = await unsubscribe({ email: "ada", type: "sms" });

  expect(response.status).toBe(400);
  expect((await response.json()).errors).toEqual({
    email: ["Enter a valid email address, like name@example.com"],
    type: ["The type must be one of: marketing, booking-reminders, location-alerts, all"],
    signature: ["Give the signature from the unsubscribe link"],
  });
});

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
const gif = new TextEncoder().encode("GIF89a....");

function contactForm(fields: Record<string, string> = {}, images: File[] = []) {
  const form = new FormData();
  const values = {
    name: "Ada Lovelace",
    email: newEmail(),
    topic: "access",
    message: "The barrier at the car park did not open with my booking code.",
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  for (const image of images) form.append("supporting_image[]", image);
  return form;
}

function sendContact(form: FormData, headers = fromNewAddress(), target = api) {
  return target.request("/api/v2/contact-us", { method: "POST", body: form, headers });
}

async function contactMessageCount() {
  const [row] = await database.db.select({ total: count() }).from(contactMessages);
  return row?.total ?? 0;
}

async function storedMessage(email: string) {
  const [message] = await database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
  if (!message) return null;
  const attachments = await database.db
    .select({
      filename: contactAttachments.filename,
      contentType: contactAttachments.contentType,
      bytes: contactAttachments.bytes,
    })
    .from(contactAttachments)
    .where(eq(contactAttachments.messageId, message.id))
    .orderBy(contactAttachments.id);
  return { ...message, attachments };
}

test("a contact message is stored with its images and acknowledged to sender and support", async () => {
  const email = newEmail();
  const form = contactForm({ email, booking_reference: "pw-lfls" }, [
    new File([jpeg], "barrier.jpg", { type: "image/jpeg" }),
    new File([png], "screen.png", { type: "image/png" }),
  ]);

  const response = await sendContact(form);

  expect(response.status).toBe(201);
  const body = await response.json();
  const reference: string = body.data.reference;
  expect(reference).toMatch(/^PWC-[0-9A-F]{8}$/);
  expect(body.message).toBe(
    `Thank you, Ada Lovelace. We have your message and will reply to ${email}. Your reference is ${reference}.`,
  );
  const message = await storedMessage(email);
  expect(message).toMatchObject({
    topic: "access",
    bookingReference: "PW-LFLS",
    name: "Ada Lovelace",
  });
  expect(message?.id.replaceAll("-", "").slice(0, 8).toUpperCase()).toBe(reference.slice(4));
  expect(
    message?.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
  ).toEqual([
    { filename: "barrier.jpg", contentType: "image/jpeg" },
    { filename: "screen.png", contentType: "image/png" },
  ]);
  expect(new Uint8Array(message?.attachments[0]?.bytes ?? [])).toEqual(jpeg);
  const [acknowledgement] = await emailsTo(email);
  expect(acknowledgement).toMatchObject({
    kind: "contact-acknowledgement",
    subject: `We have your message (${reference})`,
  });
  const toSupport = (await emailsTo("support@parkway.example")).find((sent) =>
    sent.subject.startsWith(`[${reference}]`),
  );
  expect(toSupport?.kind).toBe("contact-message");
  expect(toSupport?.text).toContain("The barrier at the car park did not open");
  expect(toSupport?.text).toContain("Booking reference: PW-LFLS");
});

test("support's address comes from the configuration", async () => {
  const configured = createApi({
    database,
    config: { jwtSecret: testJwtSecret, production: false, supportEmail: "help@parkway.example" },
    botCheck: everySenderIsAPerson,
  });

  const response = await sendContact(contactForm(), fromNewAddress(), configured);

  expect(response.status).toBe(201);
  const { data } = await response.json();
  const sent = await emailsTo("help@parkway.example");
  expect(sent.map((email) => email.subject)).toEqual([
    `[${data.reference}] Getting into a space from Ada Lovelace`,
  ]);
});

test("a file input left empty sends no image", async () => {
  const email = newEmail();
  const boundary = "parkway-boundary";
  const part = (disposition: string, value: string, type = "") =>
    `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n${value}\r\n`;
  // What a browser sends for a form whose file input was left empty.
  const body = [
    part('name="name"', "Ada Lovelace"),
    part('name="email"', email),
    part('name="topic"', "refund"),
    part('name="message"', "Please refund the hour I could not use."),
    part(
      'name="supporting_image[]"; filename=""',
      "",
      "Content-Type: application/octet-stream\r\n",
    ),
    `--${boundary}--\r\n`,
  ].join("");

  const response = await api.request("/api/v2/contact-us", {
    method: "POST",
    body,
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, ...fromNewAddress() },
  });

  expect(response.status).toBe(201);
  expect((await storedMessage(email))?.attachments).toEqual([]);
});

test("each bad contact field gets its own message and nothing is stored", async () => {
  const before = await contactMessageCount();
  const form = contactForm({
    name: "",
    email: "ada@",
    topic: "complaint",
    message: "Too short",
    booking_reference: "PW 12!",
  });

  const response = await sendContact(form);

  expect(response.status).toBe(400);
  expect((await response.json()).errors).toEqual({
    name: ["Enter your name"],
    email: ["Enter a valid email address, like name@example.com"],
    topic: [
      "Choose what your message is about: booking, refund, access, account, listing, payment, other",
    ],
    message: ["Your message must be 20 to 5000 characters long"],
    booking_reference: ["Enter the booking reference from your confirmation email, like PW-LFLS"],
  });
  expect(await contactMessageCount()).toBe(before);
});

test("an image whose bytes are not what it claims is refused and nothing is stored", async () => {
  const before = await contactMessageCount();
  const form = contactForm({}, [
    new File([jpeg], "fine.jpg", { type: "image/jpeg" }),
    new File([gif], "animation.png", { type: "image/png" }),
    new File([png], "mislabelled.jpg", { type: "image/jpeg" }),
    new File([gif], "animation.gif", { type: "image/gif" }),
  ]);

  const response = await sendContact(form);

  expect(response.status).toBe(400);
  expect((await response.json()).errors).toEqual({
    "supporting_image[]": [
      '"animation.png" is not a JPEG, PNG, WebP or HEIC image',
      '"mislabelled.jpg" is not a JPEG, PNG, WebP or HEIC image',
      '"animation.gif" is not a JPEG, PNG, WebP or HEIC image',
    ],
  });
  expect(await contactMessageCount()).toBe(before);
});

test("at most five images of up to 5 MB each can be sent", async () => {
  const six = Array.from(
    { length: 6 },
    (_, index) => new File([jpeg], `${index}.jpg`, { type: "image/jpeg" }),
  );
  const large = new Uint8Array(5 * 1024 * 1024 + 1);
  large.set(jpeg);

  const tooMany = await sendContact(contactForm({}, six));
  const tooLarge = await sendContact(
    contactForm({}, [new File([large], "huge.jpg", { type: "image/jpeg" })]),
  );

  expect(tooMany.status).toBe(400);
  expect((await tooMany.json()).errors).toEqual({
    "supporting_image[]": ["Attach at most 5 images"],
  });
  expect(tooLarge.status).toBe(400);
  expect((await tooLarge.json()).errors).toEqual({
    "supporting_image[]": ['"huge.jpg" is larger than 5 MB'],
  });
});

test("a request over 30 MB is refused before it is read", async () => {
  const before = await contactMessageCount();
  const images = Array.from({ length: 7 }, (_, index) => {
    const bytes = new Uint8Array(4.5 * 1024 * 1024);
    bytes.set(jpeg);
    return new File([bytes], `${index}.jpg`, { type: "image/jpeg" });
  });

  const response = await sendContact(contactForm({}, images));

  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({
    message: "The request is too large. Attach at most 5 images of up to 5 MB each.",
  });
  expect(await contactMessageCount()).toBe(before);
});

test("the contact form must be sent as form data", async () => {
  const response = await api.request("/api/v2/contact-us", {
    method: "POST",
    ...jsonBody({ name: "Ada" }, fromNewAddress()),
  });

  expect(response.status).toBe(415);
});

test("if an image cannot be stored, the message is not kept either", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const email = newEmail();
  await database.db.execute(sql`
    create function refuse_contact_attachment() returns trigger language plpgsql as $$
    begin raise exception 'the attachment store is full'; end $$`);
  await database.db.execute(sql`
    create trigger refuse_contact_attachment before insert on contact_attachments
    for each row execute function refuse_contact_attachment()`);
  try {
    const response = await sendContact(
      contactForm({ email }, [new File([jpeg], "barrier.jpg", { type: "image/jpeg" })]),
    );

    expect(response.status).toBe(500);
    expect(errors).toHaveBeenCalledOnce();
  } finally {
    await database.db.execute(sql`drop trigger refuse_contact_attachment on contact_attachments`);
    await database.db.execute(sql`drop function refuse_contact_attachment()`);
  }
  expect(await storedMessage(email)).toBeNull();
  expect(await emailsTo(email)).toEqual([]);
});

test("one client address can send 5 contact messages an hour", async () => {
  const address = fromNewAddress();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await sendContact(contactForm(), address)).status).toBe(201);
  }

  const refused = await sendContact(contactForm(), address);

  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3_000);
  expect((await sendContact(contactForm())).status).toBe(201);
});
