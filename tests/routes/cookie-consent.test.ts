import { expect, test } from "vitest";
import { action } from "../../app/routes/cookie-consent";
import { dataArgs } from "./web-context";

/** The plain form post, which names the page to go back to: a redirect Response. */
function post(fields: Record<string, string>) {
  return action(
    dataArgs("http://localhost/cookie-consent", {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
  ) as Promise<Response>;
}

function consentIn(response: Response) {
  const cookie = response.headers.get("Set-Cookie") ?? "";
  const value = decodeURIComponent(/parkway_cookie_consent=([^;]+)/.exec(cookie)?.[1] ?? "");
  return JSON.parse(decodeURIComponent(escape(atob(value))));
}

test("accept all grants analytical and marketing cookies and returns to the page", async () => {
  const response = await post({ intent: "accept-all", redirectTo: "/search?q=York" });
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/search?q=York");
  expect(consentIn(response)).toEqual({
    analytical: true,
    marketing: true,
    preferencesSet: true,
    policyDate: "2024-02-27",
  });
});

test("accept selected keeps exactly the ticked choices", async () => {
  const response = await post({ intent: "accept-selected", analytical: "on", redirectTo: "/" });
  expect(consentIn(response)).toMatchObject({ analytical: true, marketing: false });
});

test("the banner's own call, with no return address, saves the choice and stays", async () => {
  const answer = (await (post({ intent: "accept-all" }) as Promise<unknown>)) as {
    data: unknown;
    init: { headers: Record<string, string> };
  };
  expect(answer.data).toEqual({ saved: true });
  expect(answer.init.headers["Set-Cookie"]).toMatch(/^parkway_cookie_consent=/);
});

test("the return address must be a path on this site", async () => {
  for (const target of ["//evil.example", "https://evil.example", "/%2F%2Fevil.example"]) {
    const response = await post({ intent: "accept-all", redirectTo: target });
    expect(response.headers.get("Location"), target).toBe("/");
  }
});

test("a post without a valid choice is refused with 400 and saves nothing", async () => {
  const refused = await post({ intent: "accept-everything" }).catch((error: unknown) => error);
  if (!(refused instanceof Response)) throw new Error("expected a thrown 400 response");
  expect(refused.status).toBe(400);
  expect(await refused.text()).toBe("Choose 'Accept all' or 'Accept selected'.");
  expect(refused.headers.get("Set-Cookie")).toBeNull();
});
