import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import type { wallClockIn } from "./wall-clock";

export type Period = { start: ReturnType<typeof wallClockIn>; end: ReturnType<typeof wallClockIn> };

type Booker = { firstName: string; lastName: string; registration: string };

/**
 * A guest books hourly parking for `period` through the service, as another site or app would:
 * an anonymous token, a sandbox card token, then the booking itself. Answers the booking and
 * the guest's headers.
 */
export async function bookThroughService(
  request: APIRequestContext,
  spaceId: number,
  period: Period,
  booker: Booker,
) {
  const who = `${booker.firstName}'s`;
  const anonymous = await request.post("/api/v2/auth/anonymous-token");
  expect(anonymous.status(), `${who} anonymous token`).toBe(201);
  const { data: access }: { data: { access_token: string } } = await anonymous.json();
  const headers = { Authorization: `Bearer ${access.access_token}` };

  const card = await request.post("/api/v2/sandbox/card-tokens", {
    headers,
    data: { number: "4242424242424242", exp_month: 12, exp_year: 2034, cvc: "123" },
  });
  expect(card.status(), `${who} card token`).toBe(201);
  const { data: token }: { data: { token: string } } = await card.json();

  const booked = await request.post(`/api/v2/spaces/${spaceId}/book`, {
    headers: { ...headers, "Idempotency-Key": randomUUID() },
    data: {
      rental: "short",
      start: period.start.iso,
      end: period.end.iso,
      first_name: booker.firstName,
      last_name: booker.lastName,
      email: `${booker.firstName.toLowerCase()}-${randomUUID()}@example.com`,
      mobile: "07700 900789",
      vehicle_reg: booker.registration,
      payment_method: "card",
      payment_token: token.token,
    },
  });
  expect(booked.status(), `${who} booking: ${await booked.text()}`).toBe(201);
  const { data }: { data: { bookings: Array<{ id: number; reference: string }> } } =
    await booked.json();
  return { booking: data.bookings[0]!, headers };
}
