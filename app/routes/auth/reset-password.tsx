import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import type { z } from "zod";
import { completeSignIn, refusedInPlace } from "~/routes/auth/sign-in.server";
import { useEmptiedPasswords, SubmitButton } from "~/components/auth/fields";
import { minimumPasswordLength } from "#contract/fields";
import { resetPasswordForm } from "~/components/auth/forms";
import { FormErrors, TextField } from "~/components/ui/fields";
import { formProps, useForm } from "~/components/ui/use-form";
import { flashToast } from "~/cookies.server";
import { authFor } from "~/upstream/auth.server";
import type { Route } from "./+types/reset-password";

export function loader() {
  return { constraint: getZodConstraint(resetPasswordForm) };
}

/**
 * Spec §2 /forgotten-password/{token}: the emailed link (its token keeps its case, decision 003).
 * The service checks the token when the new password is sent, then signs the visitor in.
 */
export async function action(args: Route.ActionArgs) {
  const submission = parseWithZod(await args.request.formData(), { schema: resetPasswordForm });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password", "password_confirmation"] }) },
      { status: 400 },
    );
  }
  const token = args.params.token;
  const answer = await authFor(args.context).resetPassword({ token, ...submission.value });
  if (answer.kind === "refused") {
    return refusedInPlace(submission, answer, ["password", "password_confirmation"]);
  }
  const response = await completeSignIn(args, answer, { method: "password", target: "/" });
  response.headers.append(
    "Set-Cookie",
    await flashToast({ type: "success", title: "Your password has been changed" }),
  );
  return response;
}

export function headers() {
  // The address carries the reset token: no shared cache may keep the page, nor another site
  // read it. Same-origin, not no-referrer: with no-referrer the form's post goes with
  // `Origin: null` and the host refuses it as sent from another site.
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<z.input<typeof resetPasswordForm>>({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
  });
  useEmptiedPasswords([fields.password, fields.password_confirmation], actionData?.result);
  return (
    <>
      <h1 className="text-3xl font-bold text-navy">Choose a new password</h1>
      <Form method="post" {...formProps(form)} className="mt-6 space-y-5">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField
          field={fields.password}
          label="New password"
          hint={`At least ${minimumPasswordLength} characters.`}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          field={fields.password_confirmation}
          label="New password again"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton pending="Saving…">Save and log in</SubmitButton>
      </Form>
      {form.errors?.length ? (
        <p className="mt-6">
          <Link to="/forgotten-password" className="font-semibold text-navy underline">
            Ask for a new link
          </Link>
        </p>
      ) : null}
    </>
  );
}
