import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import type { z } from "zod";
import { authPageData } from "~/routes/auth/auth-page.server";
import { requireGuest } from "~/routes/auth/guards.server";
import { completeSignIn, refusedInPlace, signInTarget } from "~/routes/auth/sign-in.server";
import { withRedirect } from "~/lib/with-redirect";
import { useEmptiedPasswords, SubmitButton } from "~/components/auth/fields";
import { loginRequestSchema } from "#contract/accounts";
import { SocialSignIn } from "~/components/auth/social-sign-in";
import { FormErrors, TextField } from "~/components/ui/fields";
import { formProps, useForm } from "~/components/ui/use-form";
import { authFor } from "~/upstream/auth.server";
import type { Route } from "./+types/login";

export async function loader(args: Route.LoaderArgs) {
  requireGuest(args, signInTarget(args.url));
  return { ...(await authPageData(args)), constraint: getZodConstraint(loginRequestSchema) };
}

export async function action(args: Route.ActionArgs) {
  requireGuest(args, signInTarget(args.url));
  const submission = parseWithZod(await args.request.formData(), { schema: loginRequestSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const answer = await authFor(args.context).login(submission.value);
  if (answer.kind === "refused") {
    return refusedInPlace(submission, answer, ["email", "password"]);
  }
  return completeSignIn(args, answer, { method: "password", target: signInTarget(args.url) });
}

export const meta: Route.MetaFunction = () => [
  { title: "Log in | Parkway" },
  { name: "description", content: "Log in to Parkway to book parking and manage your spaces." },
];

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<z.input<typeof loginRequestSchema>>({
    id: "login",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
  });
  useEmptiedPasswords([fields.password], actionData?.result);
  const { redirectTo, providers, connecting } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold text-navy">Log in</h1>
      <p className="mt-2 text-slate-700">
        New to Parkway?{" "}
        <Link
          to={withRedirect("/register", redirectTo)}
          className="font-semibold text-navy underline"
        >
          Create an account
        </Link>
      </p>
      {connecting ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-navy bg-navy-50 p-3 text-slate-900"
        >
          Log in with your email and password to connect {connecting} to your account.
        </p>
      ) : null}
      <Form method="post" {...formProps(form)} className="mt-6 space-y-5">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField field={fields.email} label="Email address" type="email" autoComplete="email" />
        <TextField
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <p>
          <Link to="/forgotten-password" className="text-sm font-semibold text-navy underline">
            Forgotten your password?
          </Link>
        </p>
        <SubmitButton pending="Logging in…">Log in</SubmitButton>
      </Form>
      {connecting ? null : (
        <SocialSignIn providers={providers} redirectTo={redirectTo} verb="Log in" />
      )}
    </>
  );
}
