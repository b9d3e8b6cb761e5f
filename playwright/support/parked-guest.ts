import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { issueAccessToken } from "../../api/domain/access-tokens";
import { expect } from "./fixtures";
import { TEST_JWT_SECRET } from "./test-server";

export type Email = { kind: string; subject: string; text_body: string };

/** The emails waiting in the outbox for `to`, read as an operator would. */
export async function outboxOf(request: APIRequestContext, to: string): Promise<Email[]> {
  const { token } = await issueAccessToken({
    secret: TEST_JWT_SECRET,
    subject: "e2e-manage-booking",
    scopes: ["admin"],
    lifetimeSeconds: 600,
  });
  const response = await request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { data }: { data: Email[] } = await response.json();
  return data;
}

type Listed = { id: number; available: boolean };

/**
 * A card as an app pays with it: the sandbox's token for a test card, or, where Stripe takes
 * payments (no sandbox endpoint), Stripe's test PaymentMethod.
 */
async function appCardToken(request: APIRequestContext, guest: Record<string, string>) {
  const card = await request.post("/api/v2/sandbox/card-tokens", {
    headers: guest,
    form: { number: "4242424242424242", exp_month: "12", exp_year: "2034", cvc: "123" },
  });
  if (card.status() === 404) return "pm_card_visa";
  const { data }: { data: { token: string } } = await card.json();
  return data.token;
}

/**
 * A guest booked through the service as an app would, parked from now for an hour at a London
 * space open all hours, with the manage link their confirmation email carries.
 */
export async function guestParkedNow(request: APIRequestContext, email: string) {
  const { token } = await issueAccessToken({
    secret: TEST_JWT_SECRET,
    subject: `anon_${randomUUID()}`,
    scopes: ["anonymous"],
    lifetimeSeconds: 600,
  });
  const guest = { Authorization: `Bearer ${token}` };
  const start = new Date();
  const stay = {
    rental: "short",
    start: start.toISOString(),
    end: new Date(start.getTime() + 3_600_000).toISOString(),
  };
  const found = await request.get(
    `/api/v2/location-search?q=London&${new URLSearchParams(stay)}&per_page=50`,
  );
  const { data }: { data: Listed[] } = await found.json();
  for (const listed of data.filter((space) => space.available)) {
    const detail = await request.get(`/api/v2/spaces/${listed.id}?${new URLSearchParams(stay)}`);
    const { data: space }: { data: { access: { open_all_hours: boolean } } } = await detail.json();
    if (!space.access.open_all_hours) continue;
    const booked = await request.post(`/api/v2/spaces/${listed.id}/book`, {
      headers: { ...guest, "Idempotency-Key": randomUUID() },
      data: {
        ...stay,
        first_name: "Mary",
        last_name: "Jackson",
        email,
        mobile: "07700900123",
        vehicle_reg: "AB12CDE",
        payment_token: await appCardToken(request, guest),
      },
    });
    if (booked.status() !== 201) continue;
    let link: RegExpExecArray | null = null;
    await expect(async () => {
      const confirmation = (await outboxOf(request, email)).find(
        (each) => each.kind === "booking-confirmation",
      );
      link = /https?:\/\/[^\s/]+(\/manage-booking\/[0-9a-f.]+)/.exec(confirmation?.text_body ?? "");
      expect(link).not.toBeNull();
    }).toPass();
    return link![1]!;
  }
  throw new Error("No London space open all hours is free from now");
}
