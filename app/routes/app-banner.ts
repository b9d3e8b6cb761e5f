import { redirect } from "react-router";
import { dismissAppBanner } from "~/cookies.server";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/app-banner";

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  return redirect(safeRedirect(form.get("redirectTo")), {
    headers: { "Set-Cookie": await dismissAppBanner() },
  });
}
