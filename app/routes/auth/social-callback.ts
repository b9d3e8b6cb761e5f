import { data, redirect } from "react-router";
import { z } from "zod";
import { completeSignIn } from "~/routes/auth/sign-in.server";
import { clearFlow, readFlow } from "~/routes/auth/social-flow.server";
import { savePendingLink } from "~/routes/auth/social-link.server";
import { socialProviderNames } from "#contract/accounts";
import { configuredProvider } from "~/routes/auth/social-providers.server";
import { withRedirect } from "~/lib/with-redirect";
import { hostContext } from "~/upstream/context";
import { flashToast, type Toast } from "~/cookies.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { authFor } from "~/upstream/auth.server";
import type { Route } from "./+types/social-callback";

/**
 * /login/{provider}/callback: the provider sends the visitor back with a code. The state must be
 * the one this browser started with; the code is exchanged (with Google's PKCE verifier), the
 * identity read from the ID token (or Facebook's Graph API) and given to the service's
 * social/check with the service key (decision 005). An email that already has an account must
 * log in with its password first; the provider is connected to it then.
 */

const callbackQuery = z.object({
  code: z.string().min(1).max(2048).optional(),
  state: z.string().min(1).max(512).optional(),
  error: z.string().max(200).optional(),
  user: z.string().max(2048).optional(),
});

async function backToLogin(redirectTo: string | null, toast: Toast, extraCookies: string[] = []) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await clearFlow());
  headers.append("Set-Cookie", await flashToast(toast));
  for (const cookie of extraCookies) headers.append("Set-Cookie", cookie);
  return redirect(withRedirect("/login", redirectTo), { headers });
}

function notCompleted(name: string): Toast {
  return {
    type: "danger",
    title: `Logging in with ${name} did not work`,
    description: "Please try again, or log in with your email and password.",
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { request, url, params, context } = args;
  const { id, provider, social } = configuredProvider(context, params.provider);
  const name = socialProviderNames[id];
  const query = callbackQuery.safeParse(Object.fromEntries(url.searchParams));
  const flow = await readFlow(request);
  const redirectTo = flow?.redirectTo ?? null;

  if (!query.success || !flow || flow.provider !== id || flow.state !== query.data.state) {
    return backToLogin(redirectTo, notCompleted(name));
  }
  const { code, error, user = null } = query.data;
  if (error || !code) {
    return backToLogin(redirectTo, {
      type: "info",
      title: `You did not finish logging in with ${name}`,
    });
  }

  let identity;
  try {
    identity = await provider.identify({ code, codeVerifier: flow.codeVerifier, user });
  } catch (failure) {
    context.get(hostContext).reportError?.(failure, { during: `social sign-in (${id})` });
    identity = null;
  }
  if (!identity) return backToLogin(redirectTo, notCompleted(name));

  const answer = await authFor(context).socialCheck(identity, social.serviceKey);
  if (answer.kind === "signed-in") {
    const response = await completeSignIn(args, answer, {
      method: id,
      target: safeRedirect(redirectTo),
    });
    response.headers.append("Set-Cookie", await clearFlow());
    return response;
  }
  if (answer.kind === "link-required") {
    const link = await savePendingLink(social, name, identity);
    return backToLogin(
      redirectTo,
      {
        type: "info",
        title: "You already have a Parkway account",
        description: `Log in with your email and password, and ${name} will be connected to it.`,
      },
      [link],
    );
  }
  return backToLogin(redirectTo, {
    type: "danger",
    title: `Logging in with ${name} did not work`,
    description: answer.message,
  });
}

/**
 * Apple answers with a cross-site form post (response_mode=form_post), which carries no SameSite
 * cookie: it is turned into a GET of this address, which does, and is checked there like the
 * others. The host lets this one path through its cross-site check (server/security-headers.ts).
 */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { id } = configuredProvider(context, params.provider);
  if (id !== "apple") throw data(null, { status: 405 });
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 400 });
  const query = new URLSearchParams();
  for (const name of ["code", "state", "error", "user"]) {
    const value = form.get(name);
    if (typeof value === "string") query.set(name, value);
  }
  return redirect(`${url.pathname}?${query}`, 303);
}
