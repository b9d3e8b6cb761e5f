import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { lazy, Suspense } from "react";
import { data, Form, Link } from "react-router";
import type { z } from "zod";
import { authPageData } from "~/routes/auth/auth-page.server";
import { requireGuest } from "~/routes/auth/guards.server";
import { completeSignIn, refusedInPlace, signInTarget } from "~/routes/auth/sign-in.server";
import { withRedirect } from "~/lib/with-redirect";
import { useEmptiedPasswords, CheckboxField, SubmitButton } from "~/components/auth/fields";
import { minimumPasswordLength } from "#contract/fields";
import { registerForm } from "~/components/auth/forms";
import { SocialSignIn } from "~/components/auth/social-sign-in";
import { FormErrors, TextField } from "~/components/ui/fields";
import { formProps, useForm } from "~/components/ui/use-form";
import { authFor } from "~/upstream/auth.server";
import { contactFor } from "~/upstream/contact.server";
import { hostContext } from "~/upstream/context";
import type { Route } from "./+types/register";

/** Asked for after a few sign-ups from one network only, so its code comes with that answer. */
const BotCheckField = lazy(() =>
  import("~/components/contact/bot-check-field").then((module) => ({
    default: module.BotCheckField,
  })),
);

const fieldNames = [
  "first_name",
  "last_name",
  "email",
  "password",
  "mobile",
  "terms",
  "bot_answer",
] as const;

/**
 * After a few sign-ups from one address in an hour the service asks for the bot check; the form
 * then carries it, with a fresh challenge each time, as a solution counts once.
 */
async function botCheckFor({ context }: Route.ActionArgs) {
  const { config } = context.get(hostContext);
  return {
    challenge: await contactFor(context).botChallenge(),
    recaptcha: config.browser.recaptcha ?? null,
  };
}

const botSolutionNames = ["altcha", "bot_question_token", "g-recaptcha-response"] as const;

export async function loader(args: Route.LoaderArgs) {
  requireGuest(args, signInTarget(args.url));
  return { ...(await authPageData(args)), constraint: getZodConstraint(registerForm) };
}

export async function action(args: Route.ActionArgs) {
  requireGuest(args, signInTarget(args.url));
  const submission = parseWithZod(await args.request.formData(), { schema: registerForm });
  const checking = botSolutionNames.some((name) => submission.payload[name]);
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply({ hideFields: ["password"] }),
        botCheck: checking ? await botCheckFor(args) : null,
      },
      { status: 400 },
    );
  }
  const { marketing_emails, terms, ...details } = submission.value;
  const answer = await authFor(args.context).register({
    ...details,
    marketing_emails: String(marketing_emails ?? false),
    terms: String(terms),
  });
  if (answer.kind === "refused") {
    const { bot_check: botCheckErrors, ...fields } = answer.fields;
    const reply = refusedInPlace(
      submission,
      botCheckErrors ? { ...answer, fields: { ...fields, bot_answer: botCheckErrors } } : answer,
      fieldNames,
    );
    const botCheck = botCheckErrors || checking ? await botCheckFor(args) : null;
    return data({ ...reply.data, botCheck }, reply.init ?? undefined);
  }
  return completeSignIn(args, answer, { method: "password", target: signInTarget(args.url) });
}

export const meta: Route.MetaFunction = () => [
  { title: "Sign up | Parkway" },
  {
    name: "description",
    content: "Create a free Parkway account to book parking and list your space.",
  },
];

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<z.input<typeof registerForm>>({
    id: "register",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
  });
  useEmptiedPasswords([fields.password], actionData?.result);
  const { redirectTo, providers } = loaderData;
  const botCheck = actionData?.botCheck ?? null;
  const challenge = botCheck?.challenge ?? null;
  return (
    <>
      <h1 className="text-3xl font-bold text-navy">Create your account</h1>
      <p className="mt-2 text-slate-700">
        Already have one?{" "}
        <Link to={withRedirect("/login", redirectTo)} className="font-semibold text-navy underline">
          Log in
        </Link>
      </p>
      <Form method="post" {...formProps(form)} className="mt-6 space-y-5">
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            field={fields.first_name}
            label="First name"
            type="text"
            autoComplete="given-name"
          />
          <TextField
            field={fields.last_name}
            label="Last name"
            type="text"
            autoComplete="family-name"
          />
        </div>
        <TextField field={fields.email} label="Email address" type="email" autoComplete="email" />
        <TextField
          field={fields.password}
          label="Password"
          hint={`At least ${minimumPasswordLength} characters. A few words you will remember make a strong one.`}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          field={fields.mobile}
          label={
            <>
              Mobile number <span className="font-normal text-slate-700">(optional)</span>
            </>
          }
          hint="For texts about your bookings. A UK or Irish mobile."
          type="tel"
          autoComplete="tel"
        />
        <CheckboxField field={fields.marketing_emails}>
          Send me parking offers and news by email. You can stop them at any time.
        </CheckboxField>
        <CheckboxField field={fields.terms}>
          I accept Parkway&apos;s{" "}
          <Link to="/company/terms-conditions" className="font-semibold text-navy underline">
            terms and conditions
          </Link>{" "}
          and have read the{" "}
          <Link to="/company/privacy-policy" className="font-semibold text-navy underline">
            privacy policy
          </Link>
          .
        </CheckboxField>
        {botCheck ? (
          <>
            <p className="rounded-md bg-amber-50 p-3 text-slate-900">
              Many accounts have been created from your network recently, so we check that you are
              not a robot. Enter your password again, then create your account.
            </p>
            <Suspense fallback={null}>
              <BotCheckField
                key={challenge?.kind === "altcha" ? challenge.altcha.signature : "recaptcha"}
                challenge={challenge}
                recaptcha={botCheck.recaptcha}
                answer={fields.bot_answer}
              />
            </Suspense>
          </>
        ) : null}
        <SubmitButton pending="Creating your account…">Create account</SubmitButton>
      </Form>
      <SocialSignIn providers={providers} redirectTo={redirectTo} verb="Sign up" />
    </>
  );
}
