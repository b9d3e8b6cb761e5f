import { expect, test } from "vitest";
import { listYourSpaceHref } from "../../app/lib/list-your-space";

const urls = { listingSiteUrl: "", accountUrl: "/account" };

test("a signed-out visitor is sent to the list-your-space page", () => {
  expect(listYourSpaceHref(null, urls)).toBe("/list-your-space");
});

test("an owner with exactly one draft continues that draft", () => {
  expect(listYourSpaceHref({ drafts: [{ id: 42 }], total: 1 }, urls)).toBe(
    "/list-your-space/42/progress",
  );
  expect(
    listYourSpaceHref(
      { drafts: [{ id: 42 }], total: 3 },
      { listingSiteUrl: "https://list.parkway.example", accountUrl: "/account" },
    ),
  ).toBe("https://list.parkway.example/list-your-space/42/progress");
});

test("an owner with more than one listing goes to the landlord area", () => {
  expect(listYourSpaceHref({ drafts: [], total: 2 }, urls)).toBe("/account/listings");
  expect(
    listYourSpaceHref(
      { drafts: [{ id: 1 }, { id: 2 }], total: 2 },
      {
        listingSiteUrl: "",
        accountUrl: "https://account.parkway.example/",
      },
    ),
  ).toBe("https://account.parkway.example/listings");
});

test("a signed-in driver with one or no listings is sent to the list-your-space page", () => {
  expect(listYourSpaceHref({ drafts: [], total: 0 }, urls)).toBe("/list-your-space");
  expect(listYourSpaceHref({ drafts: [], total: 1 }, urls)).toBe("/list-your-space");
});
