import { redirect } from "react-router";
import { hostContext, visitorContext } from "~/upstream/context";
import { safeRedirect } from "~/lib/safe-redirect";
import { holdToken } from "~/session.server";
import { authFor } from "~/upstream/auth.server";
import type { Route } from "./+types/logout";

/**
 * Spec §2 /logout?redirect=: signs out and goes on to the redirect when it is a safe internal
 * path (spec §5), else home. A GET does it (decision 011), so a plain link signs out without
 * JavaScript and spec §8 can send an ended session here; the cost, another site signing a
 * visitor out, is a nuisance only, and no page of another site can read anything from it.
 */
async function signOut({ url, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { user } = context.get(visitorContext);
  if (user) {
    await authFor(context)
      .logout()
      .catch((error: unknown) => {
        // Signing out here must not depend on the service: the token leaves the cookie anyway.
        context.get(hostContext).reportError?.(error, { during: "logout" });
      });
  }
  holdToken(context, await context.get(hostContext).marketplace.anonymousToken());
  return redirect(safeRedirect(url.searchParams.get("redirect")), {
    headers: { "Cache-Control": "no-store" },
  });
}

export const loader = signOut;
export const action = signOut;
