import { data, redirect } from "react-router";
import { z } from "zod";
import { saveConsent } from "~/cookies.server";
import { consentFromChoice } from "~/lib/consent";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/cookie-consent";

const ticked = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

const consentChoice = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept-all") }),
  z.object({ intent: z.literal("accept-selected"), analytical: ticked, marketing: ticked }),
]);

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const choice = consentChoice.safeParse(form);
  if (!choice.success) {
    throw new Response("Choose 'Accept all' or 'Accept selected'.", { status: 400 });
  }
  const headers = { "Set-Cookie": await saveConsent(consentFromChoice(choice.data)) };
  // The banner's fetcher leaves the page where it is; only the plain form post goes back to it.
  if (form.redirectTo === undefined) return data({ saved: true }, { headers });
  return redirect(safeRedirect(form.redirectTo), { headers });
}
