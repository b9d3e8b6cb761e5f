import type { APIRequestContext } from "@playwright/test";
import type { Driver } from "./drivers";
import { expect } from "./fixtures";

/**
 * A published £3-an-hour bay of the owner's in Leeds, open all hours, made through the service
 * step by step as the wizard makes one. Answers its id.
 */
export async function publishedSpace(
  request: APIRequestContext,
  owner: Driver,
  { title, bays = 1 }: { title: string; bays?: number },
) {
  const headers = owner.headers;
  const created = await request.post("/api/v2/spaces/landlord", {
    headers,
    data: {
      address_line: "12 Wellington Street",
      city: "Leeds",
      postcode: "LS1 4DL",
      country: "GBR",
      lat: 53.7961,
      lng: -1.5536,
    },
  });
  expect(created.status(), `starting ${title}: ${await created.text()}`).toBe(201);
  const { data }: { data: { id: number } } = await created.json();
  const steps = [
    {
      step: "space",
      title,
      space_type: "parking-bay",
      bays,
      description: "A marked bay behind the office.",
    },
    { step: "access", access_instructions: "Bay 3, behind the office; the barrier is open." },
    { step: "facilities", lit: true },
    { step: "prices", offers_hourly: true, hourly: 3 },
    { step: "availability", open_all_hours: true },
  ];
  for (const step of steps) {
    const saved = await request.patch(`/api/v2/spaces/landlord/${data.id}`, {
      headers,
      data: step,
    });
    expect(saved.status(), `saving ${step.step}: ${await saved.text()}`).toBe(200);
  }
  const published = await request.post(`/api/v2/spaces/landlord/${data.id}/publish`, { headers });
  expect(published.status(), `publishing ${title}`).toBe(200);
  return data.id;
}
