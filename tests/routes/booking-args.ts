import { defaultSiteFeatures } from "../../api/domain/site-features";
import { visitorContext } from "../../app/upstream/context";
import { guestToken } from "../mocks/marketplace";
import { dataArgs, webContext } from "./web-context";

/**
 * The arguments React Router gives a booking link's loader or action for `path`, opened by a
 * guest. Each booking route has the booking id second: /leave-review/{bookingId}.
 */
export function linkArgs(path: string, init: RequestInit = {}) {
  const url = `http://localhost${path}`;
  const context = webContext();
  context.set(visitorContext, {
    token: guestToken,
    anonymousId: "anon-test",
    user: null,
    features: defaultSiteFeatures,
  });
  const bookingId = new URL(url).pathname.split("/")[2] ?? "";
  return { ...dataArgs(url, { ...init, context }), params: { bookingId } };
}

/** What a loader or action threw: a redirect Response, or React Router's data() with its status. */
export async function thrownBy(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("It finished without throwing");
}

export function statusOf(thrown: unknown) {
  if (thrown instanceof Response) return thrown.status;
  if (typeof thrown === "object" && thrown !== null && "init" in thrown) {
    const { init } = thrown;
    if (typeof init === "object" && init !== null && "status" in init) return init.status;
  }
  return undefined;
}
