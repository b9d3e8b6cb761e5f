import { beforeEach, expect, test } from "vitest";
import { action, loader } from "../../app/routes/account/vehicles";
import { accountHandlers, type AccountCall } from "../mocks/account";
import { server } from "../mocks/server";
import { actionArgs, flashedToast, inPlace, loaderArgs, thrown } from "./account-visitor";

type Answer = {
  form: "add" | "list";
  result: { error?: Record<string, string[]> };
  found: { registration: string; description: string | null } | null;
};

let calls: AccountCall[];

beforeEach(() => {
  calls = [];
  server.use(...accountHandlers(calls));
});

const post = (fields: Record<string, string>, signedIn = true) =>
  action(actionArgs("/account/vehicles", fields, {}, signedIn));

test("the driver's saved vehicles are listed, the default first", async () => {
  const { vehicles } = await loader(loaderArgs("/account/vehicles"));
  expect(vehicles).toEqual([expect.objectContaining({ registration: "AB12CDE", default: true })]);
});

test("a signed-out visitor cannot see or change vehicles", async () => {
  expect((await thrown(() => loader(loaderArgs("/account/vehicles", {}, false)))).status).toBe(302);
  const refused = await thrown(() => post({ intent: "remove-vehicle", vehicle_id: "1" }, false));
  expect(refused.headers.get("Location")).toBe("/login?redirect=%2Faccount%2Fvehicles");
  expect(calls).toEqual([]);
});

test("a registration is looked up as typed, without its spaces, before it is saved", async () => {
  const answer = inPlace<Answer>(
    await post({ intent: "look-up-vehicle", registration: "ab12 cde" }),
  );
  expect(answer.status).toBe(200);
  expect(answer.data.found).toMatchObject({
    registration: "AB12CDE",
    description: "Ford Focus, blue",
  });
  expect(calls).toEqual([]);
});

test("a registration no register knows is said so on its field", async () => {
  const answer = inPlace<Answer>(
    await post({ intent: "look-up-vehicle", registration: "ZZ99ZZZ" }),
  );
  expect(answer.status).toBe(404);
  expect(answer.data.result.error?.registration).toEqual([
    "We could not find a vehicle with the registration ZZ99ZZZ. Check it and try again.",
  ]);
});

test("a driver adds a vehicle and is told it was added", async () => {
  const response = (await post({
    intent: "add-vehicle",
    registration: "ma70 prk",
    make_default: "on",
  })) as Response;
  expect(response.headers.get("Location")).toBe("/account/vehicles");
  expect(await flashedToast(response)).toMatchObject({
    type: "success",
    title: "MA70PRK added to your vehicles",
  });
  expect(calls).toEqual([
    { method: "POST", path: "/api/v2/vehicles", body: { registration: "MA70PRK", default: true } },
  ]);
});

test("a registration saved already is refused on its field, and nothing else is sent", async () => {
  const answer = inPlace<Answer>(await post({ intent: "add-vehicle", registration: "AB12 CDE" }));
  expect(answer.status).toBe(409);
  expect(answer.data.result.error?.registration).toEqual([
    "AB12CDE is already one of your vehicles",
  ]);
});

test("a registration that cannot be one is refused before the service is asked", async () => {
  const answer = inPlace<Answer>(await post({ intent: "add-vehicle", registration: "AB 12 / CD" }));
  expect(answer.status).toBe(400);
  expect(answer.data.result.error?.registration).toEqual([
    "Enter a UK registration such as AB12 CDE, or an Irish one such as 191-D-12345",
  ]);
  expect(calls).toEqual([]);
});

test("a driver makes a vehicle the default, and removes one", async () => {
  const made = (await post({ intent: "make-default-vehicle", vehicle_id: "1" })) as Response;
  expect(await flashedToast(made)).toMatchObject({ title: "AB12CDE is now your default vehicle" });
  const removed = (await post({ intent: "remove-vehicle", vehicle_id: "1" })) as Response;
  expect(await flashedToast(removed)).toMatchObject({ title: "Vehicle removed" });
  expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
    ["PATCH", "/api/v2/vehicles/1", { default: true }],
    ["DELETE", "/api/v2/vehicles/1", null],
  ]);
});

test("removing a vehicle that is not the driver's shows the refusal above the list", async () => {
  const answer = inPlace<Answer>(await post({ intent: "remove-vehicle", vehicle_id: "77" }));
  expect(answer.status).toBe(404);
  expect(answer.data.form).toBe("list");
  expect(answer.data.result.error?.[""]).toEqual([
    "We could not find that vehicle in your account",
  ]);
});
