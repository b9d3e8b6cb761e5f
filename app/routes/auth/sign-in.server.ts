import type { Submission } from "@conform-to/react";
import { data, redirect, type RouterContextProvider } from "react-router";
import { hostContext } from "~/upstream/context";
import { flashAnalytics, flashToast } from "~/cookies.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { holdToken } from "~/session.server";
import { authFor, type SignedIn } from "~/upstream/auth.server";
import type { Refusal } from "~/upstream/refusal";
import { clearPendingLink, readPendingLink } from "./social-link.server";

export type SignInMethod = "password" | "google" | "facebook" | "apple";

/** Spec §4 and §5: back to the remembered page when it is a safe internal path, else home. */
export function signInTarget(url: URL): string {
  return safeRedirect(url.searchParams.get("redirect"));
}

/**
 * The service's refusal answered in place (400, 401, 409, 429 with its message): field reasons
 * beside their fields, the rest above the form. What was typed stays, except passwords.
 */
export function refusedInPlace(
  submission: Submission<unknown>,
  refusal: Refusal,
  fieldNames: readonly string[],
) {
  const reasons = Object.entries(refusal.fields);
  const fieldErrors = Object.fromEntries(reasons.filter(([name]) => fieldNames.includes(name)));
  const unplaced = reasons.filter(([name]) => !fieldNames.includes(name)).flatMap(([, m]) => m);
  const placed = Object.keys(fieldErrors).length > 0;
  const formErrors = unplaced.length > 0 ? unplaced : placed ? [] : [refusal.message];
  return data(
    {
      result: submission.reply({
        formErrors,
        fieldErrors,
        hideFields: ["password", "password_confirmation"],
      }),
    },
    { status: refusal.status },
  );
}

/** The first thing a new account is told: it is ready, and what to do with it. */
function welcome(user: SignedIn["user"]) {
  return {
    type: "success" as const,
    title: `Welcome to Parkway, ${user.first_name}`,
    description:
      "Your account is ready. Search for parking, and your bookings, cards and vehicles are kept in Your account.",
  };
}

/**
 * Signed in: the token is kept (the start-up middleware stores it), `sign_up` or `login` is
 * flashed for the next page (spec §7, pushed only with analytical consent), a new account is
 * welcomed, and a provider the visitor was asked to connect after signing in
 * (social-link.server.ts) is connected now.
 */
export async function completeSignIn(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  answer: SignedIn,
  { method, target }: { method: SignInMethod; target: string },
) {
  holdToken(context, answer.token);
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    await flashAnalytics([{ event: answer.created ? "sign_up" : "login", method }]),
  );
  const { config } = context.get(hostContext);
  if (answer.created) headers.append("Set-Cookie", await flashToast(welcome(answer.user)));
  const pending = config.socialSignIn ? await readPendingLink(request, config.socialSignIn) : null;
  if (pending && config.socialSignIn) {
    headers.append("Set-Cookie", await clearPendingLink(config.socialSignIn));
    const connected = await authFor(context).socialConnect(
      pending.identity,
      config.socialSignIn.serviceKey,
    );
    headers.append(
      "Set-Cookie",
      await flashToast(
        connected.kind === "connected"
          ? {
              type: "success",
              title: `${pending.providerName} is now connected`,
              description: `Next time, you can log in with ${pending.providerName}.`,
            }
          : {
              type: "danger",
              title: `${pending.providerName} was not connected`,
              description: connected.message,
            },
      ),
    );
  }
  return redirect(target, { headers });
}
