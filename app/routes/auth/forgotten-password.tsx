import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import type { z } from "zod";
import { refusedInPlace } from "~/routes/auth/sign-in.server";
import { SubmitButton } from "~/components/auth/fields";
import { forgotPasswordRequestSchema } from "#contract/accounts";
import { FormErrors, TextField } from "~/components/ui/fields";
import { formProps, useForm } from "~/components/ui/use-form";
import { authFor } from "~/upstream/auth.server";
import type { Route } from "./+types/forgotten-password";

export function loader() {
  return { constraint: getZodConstraint(forgotPasswordRequestSchema) };
}

/**
 * Spec §2 /forgotten-password: the service emails a link to reset the password and answers the
 * same whatever the email (decision 005), so the answer is shown in place of the form. Sending
 * the form again, by reloading, only asks for another link, which the service rate-limits.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), {
    schema: forgotPasswordRequestSchema,
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: null }, { status: 400 });
  }
  const answer = await authFor(context).forgotPassword(submission.value.email);
  if (answer.kind === "refused") return refusedInPlace(submission, answer, ["email"]);
  return { result: submission.reply(), sent: answer.message };
}

export const meta: Route.MetaFunction = () => [{ title: "Forgotten your password? | Parkway" }];

export default function ForgottenPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<z.input<typeof forgotPasswordRequestSchema>>({
    id: "forgotten-password",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
  });
  const sent =
    actionData && "sent" in actionData && typeof actionData.sent === "string"
      ? actionData.sent
      : null;
  return (
    <>
      <h1 className="text-3xl font-bold text-navy">Forgotten your password?</h1>
      {sent ? (
        <div role="status" className="mt-6 space-y-4">
          <p className="rounded-md border border-mint-700 bg-white p-4 text-slate-900">{sent}</p>
          <p>
            <Link to="/login" className="font-semibold text-navy underline">
              Back to log in
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Enter the email address you use with Parkway and we will send you a link to choose a new
            password.
          </p>
          <Form method="post" {...formProps(form)} className="mt-6 space-y-5">
            <FormErrors errors={form.errors} id={form.errorId} />
            <TextField
              field={fields.email}
              label="Email address"
              type="email"
              autoComplete="email"
            />
            <SubmitButton pending="Sending…">Send me a link</SubmitButton>
          </Form>
          <p className="mt-6">
            <Link to="/login" className="font-semibold text-navy underline">
              Back to log in
            </Link>
          </p>
        </>
      )}
    </>
  );
}
