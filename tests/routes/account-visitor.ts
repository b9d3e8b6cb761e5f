import { defaultSiteFeatures } from "../../api/domain/site-features";
import { visitorContext } from "../../app/upstream/context";
import { takeToast } from "../../app/cookies.server";
import { driver, driverToken, guestToken } from "../mocks/marketplace";
import { dataArgs, webContext } from "./web-context";

/** The router context of a request from the signed-in driver, or from a guest. */
export function visitorContextFor(signedIn: boolean) {
  const context = webContext();
  context.set(visitorContext, {
    token: signedIn ? driverToken : guestToken,
    anonymousId: "anon-test",
    user: signedIn ? driver : null,
    features: defaultSiteFeatures,
  });
  return context;
}

/** A loader's arguments for `path` with the route's `params`. */
export function loaderArgs<P extends Record<string, string> = Record<string, never>>(
  path: string,
  params = {} as P,
  signedIn = true,
) {
  return {
    ...dataArgs(`http://localhost${path}`, { context: visitorContextFor(signedIn) }),
    params,
  };
}

/** An action's arguments: the form posted to `path`. */
export function actionArgs<P extends Record<string, string> = Record<string, never>>(
  path: string,
  fields: Record<string, string>,
  params = {} as P,
  signedIn = true,
) {
  const args = dataArgs(`http://localhost${path}`, {
    context: visitorContextFor(signedIn),
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  return { ...args, params };
}

/** What a loader or action threw: a redirect or an error response. */
export async function thrown(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected it to throw");
}

/** An answer shown in place: React Router's data() with its status, or a plain object (200). */
export function inPlace<T>(answer: unknown) {
  if (typeof answer === "object" && answer !== null && "init" in answer && "data" in answer) {
    const { data, init } = answer as { data: T; init: { status?: number } | null };
    return { status: init?.status ?? 200, data };
  }
  return { status: 200, data: answer as T };
}

/** The toast a redirecting response flashes, as the next page reads it. */
export async function flashedToast(response: Response) {
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  const { toast } = await takeToast(
    new Request("http://localhost/", { headers: { Cookie: cookies.join("; ") } }),
  );
  return toast;
}
