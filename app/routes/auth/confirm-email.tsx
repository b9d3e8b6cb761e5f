import { data, Form, Link, redirect } from "react-router";
import { SubmitButton } from "~/components/auth/fields";
import { FormErrors } from "~/components/ui/fields";
import { flashToast } from "~/cookies.server";
import { accountSettingsFor } from "~/upstream/account-settings.server";
import { visitorContext } from "~/upstream/context";
import type { Route } from "./+types/confirm-email";

/**
 * The link emailed to a new address (api/domain/email-changes.ts, `/confirm-email/{token}`).
 * Opening it only shows a button, so a mail scanner that follows links changes nothing; the
 * button makes the new address the account's email, signed in or not.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const answer = await accountSettingsFor(context).confirmEmailChange({ token: params.token });
  if (answer.kind === "refused") {
    return data({ message: answer.fields.token?.[0] ?? answer.message }, { status: answer.status });
  }
  const signedIn = context.get(visitorContext).user !== null;
  return redirect(signedIn ? "/account/settings" : "/login", {
    headers: {
      "Set-Cookie": await flashToast({
        type: "success",
        title: "Your email address is changed",
        description: answer.message,
      }),
    },
  });
}

export function headers() {
  // The address carries the link's token: no shared cache may keep the page, nor a referrer
  // take it to another site. Same-origin, not no-referrer: the button's post keeps its Origin
  // for the host's cross-site check (server/security-headers.ts).
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your new email address | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ConfirmEmail({ actionData }: Route.ComponentProps) {
  const errors = actionData ? [actionData.message] : undefined;
  return (
    <>
      <h1 className="text-3xl font-bold text-navy">Confirm your new email address</h1>
      <p className="mt-4 text-slate-800">
        Once you confirm, you log in to Parkway with this address and we send your booking emails to
        it. We let your old address know.
      </p>
      <Form method="post" className="mt-6 space-y-5">
        <FormErrors errors={errors} id="confirm-email-errors" />
        <SubmitButton pending="Confirming…">Confirm my new email address</SubmitButton>
      </Form>
      {errors ? (
        <p className="mt-6">
          <Link to="/account/settings" className="font-semibold text-navy underline">
            Go to your account settings
          </Link>
        </p>
      ) : null}
    </>
  );
}
