import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import type { z } from "zod";
import { requireGuest } from "~/routes/auth/guards.server";
import { SubmitButton } from "~/components/auth/fields";
import { twoFactorForm } from "~/components/auth/forms";
import { TWO_FACTOR_CODE_LENGTH } from "~/components/auth/fields";
import { FormErrors, TextField } from "~/components/ui/fields";
import { formProps, useForm } from "~/components/ui/use-form";
import type { Route } from "./+types/two-factor";

/** Spec §4 and §9: the two-factor submit is a placeholder that waits 2 seconds. */
export const TWO_FACTOR_DELAY_MS = 2000;

const notNeeded =
  "Parkway accounts do not use a second step yet. Log in with your email and password.";

/**
 * Spec §4: "A two-factor code submit is a placeholder: it waits 2 seconds and calls nothing."
 * The page stands at /login/two-factor (decision 011): the service never asks for a second
 * factor, so nothing sends a visitor here until it does, and the code is not checked anywhere.
 */
export async function loader(args: Route.LoaderArgs) {
  requireGuest(args);
  return { constraint: getZodConstraint(twoFactorForm) };
}

export async function action(args: Route.ActionArgs) {
  requireGuest(args);
  const submission = parseWithZod(await args.request.formData(), { schema: twoFactorForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  await new Promise((resolve) => setTimeout(resolve, TWO_FACTOR_DELAY_MS));
  return data({ result: submission.reply({ formErrors: [notNeeded] }) }, { status: 200 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Enter your code | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<z.input<typeof twoFactorForm>>({
    id: "two-factor",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
  });
  return (
    <>
      <h1 className="text-3xl font-bold text-navy">Enter your code</h1>
      <p className="mt-2 text-slate-700">
        Enter the {TWO_FACTOR_CODE_LENGTH}-digit code from your authenticator app.
      </p>
      <Form method="post" {...formProps(form)} className="mt-6 space-y-5">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField
          field={fields.code}
          label="Code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <SubmitButton pending="Checking…">Continue</SubmitButton>
      </Form>
      <p className="mt-6">
        <Link to="/login" className="font-semibold text-navy underline">
          Back to log in
        </Link>
      </p>
    </>
  );
}
