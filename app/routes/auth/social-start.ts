import { redirect } from "react-router";
import { requireGuest } from "~/routes/auth/guards.server";
import { signInTarget } from "~/routes/auth/sign-in.server";
import { saveFlow } from "~/routes/auth/social-flow.server";
import { configuredProvider } from "~/routes/auth/social-providers.server";
import { hostContext } from "~/upstream/context";
import type { Route } from "./+types/social-start";

/** /login/{provider}: off to the provider with a fresh state (and, for Google, PKCE). */
export async function loader(args: Route.LoaderArgs) {
  requireGuest(args, signInTarget(args.url));
  const { id, provider } = configuredProvider(args.context, args.params.provider);
  const { url, state, codeVerifier } = provider.start();
  const cookie = await saveFlow(
    { provider: id, state, codeVerifier, redirectTo: args.url.searchParams.get("redirect") },
    args.context.get(hostContext).config.cookieSecure,
  );
  return redirect(url.toString(), {
    headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" },
  });
}
