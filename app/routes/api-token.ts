import { data } from "react-router";
import { visitorContext } from "~/upstream/context";
import type { Route } from "./+types/api-token";

/**
 * Spec §7 `POST {app}/_api/token`: a guest's anonymous access token, issued by the start-up
 * middleware. A signed-in visitor's token never leaves the server (decision 001): pages reach
 * the service through loaders and actions, so no script of theirs needs it.
 */
export function action({ context }: Route.ActionArgs) {
  const { token, user } = context.get(visitorContext);
  const noStore = { "Cache-Control": "no-store" };
  if (user) {
    return data(
      { message: "A signed-in visitor's token stays on the server." },
      { status: 403, headers: noStore },
    );
  }
  return data({ data: { access_token: token } }, { headers: noStore });
}

export function loader() {
  throw data({ message: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
