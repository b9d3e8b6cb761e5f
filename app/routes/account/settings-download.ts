import { requireSignedIn } from "~/routes/auth/guards.server";
import { accountSettingsFor } from "~/upstream/account-settings.server";
import type { Route } from "./+types/settings-download";

/** "Download my data": the service's copy of the account, as an attachment for the browser. */
export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { filename, data } = await accountSettingsFor(args.context).exportData();
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
