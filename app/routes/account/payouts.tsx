import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import {
  irishBankAccountSchema,
  onboardingRequestSchema,
  ukBankAccountSchema,
  type PayoutAccount,
} from "#contract/payouts";
import { FormErrors, primaryButton, TextField } from "~/components/ui/fields";
import type { FormConstraint } from "~/components/ui/form";
import { formProps, useForm, type FormReply } from "~/components/ui/use-form";
import { flashToast } from "~/cookies.server";
import { formatMoney } from "~/lib/format";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { payoutsFor, type OnboardingAnswer, type SavedAnswer } from "~/upstream/payouts.server";
import type { Route } from "./+types/payouts";
import { monthName, payoutDay } from "./payout-months";

/**
 * An owner's payouts (issue 20 point 5, decision 026): what they have earned and not yet been
 * paid, the next monthly payout, the bank account it goes to, and the payouts made, each with
 * its statement. Works the same with JavaScript off.
 */

const intentSchema = z.enum(["uk-account", "irish-account", "onboarding"]);

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const answer = await payoutsFor(args.context).overview();
  if (answer.kind === "refused") {
    if (answer.status === 403) return { owner: false as const };
    throw data({ message: answer.message }, { status: answer.status });
  }
  return {
    owner: true as const,
    ...answer,
    constraints: {
      uk: getZodConstraint(ukBankAccountSchema),
      irish: getZodConstraint(irishBankAccountSchema),
      onboarding: getZodConstraint(onboardingRequestSchema),
    },
  };
}

async function submit<S extends z.ZodType>(
  formData: FormData,
  form: z.infer<typeof intentSchema>,
  schema: S,
  send: (value: z.output<S>) => Promise<SavedAnswer | OnboardingAnswer>,
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data({ form, result: submission.reply() }, { status: 400 });
  }
  const answer = await send(submission.value);
  if (answer.kind === "refused") {
    const fields = Object.keys(answer.fields).length > 0;
    return data(
      {
        form,
        result: submission.reply(
          fields ? { fieldErrors: answer.fields } : { formErrors: [answer.message] },
        ),
      },
      { status: answer.status },
    );
  }
  if (answer.kind === "onboarding") return redirect(answer.url);
  return redirect("/account/payouts", {
    headers: {
      "Set-Cookie": await flashToast({
        type: "success",
        title: "Payout details saved",
        description: answer.message,
      }),
    },
  });
}

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const formData = await args.request.formData();
  const intent = intentSchema.safeParse(formData.get("intent"));
  if (!intent.success) throw data({ message: "Unknown form" }, { status: 400 });
  const payouts = payoutsFor(args.context);
  switch (intent.data) {
    case "uk-account":
      return submit(formData, "uk-account", ukBankAccountSchema, payouts.saveBankAccount);
    case "irish-account":
      return submit(formData, "irish-account", irishBankAccountSchema, payouts.saveBankAccount);
    case "onboarding":
      return submit(formData, "onboarding", onboardingRequestSchema, payouts.startOnboarding);
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Payouts | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

const link = "font-semibold text-blue-800 underline";
const currencyNames = { GBP: "pounds", EUR: "euro" } as const;

function accountText(account: PayoutAccount) {
  const bank = account.country === "GB" ? "UK bank account" : "Irish bank account";
  if (account.status === "onboarding") return `${bank}: finish setting it up with Stripe`;
  return `${bank} ending ${account.last4}, in the name of ${account.holder_name}`;
}

type LastResult = FormReply | undefined;

function SubmitButton({ intent, children }: { intent: string; children: string }) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={sending} className={primaryButton}>
      {sending ? "Saving…" : children}
    </button>
  );
}

function UkAccountForm({
  lastResult,
  constraint,
}: {
  lastResult: LastResult;
  constraint: FormConstraint;
}) {
  const [form, fields] = useForm<z.input<typeof ukBankAccountSchema>>({
    id: "uk-account",
    lastResult,
    constraint,
  });
  return (
    <Form
      method="post"
      {...formProps(form)}
      className="space-y-4"
      aria-labelledby="uk-account-heading"
    >
      <h4 id="uk-account-heading" className="text-lg font-semibold text-navy">
        UK bank account, paid in pounds
      </h4>
      <FormErrors errors={form.errors} id={form.errorId} focus />
      <input type="hidden" name="country" value="GB" />
      <TextField field={fields.holder_name} label="Account holder's name" autoComplete="name" />
      <TextField
        field={fields.sort_code}
        label="Sort code"
        hint="6 digits, like 20-00-00"
        inputMode="numeric"
      />
      <TextField
        field={fields.account_number}
        label="Account number"
        hint="8 digits"
        inputMode="numeric"
        autoComplete="off"
      />
      <SubmitButton intent="uk-account">Save UK bank account</SubmitButton>
    </Form>
  );
}

function IrishAccountForm({
  lastResult,
  constraint,
}: {
  lastResult: LastResult;
  constraint: FormConstraint;
}) {
  const [form, fields] = useForm<z.input<typeof irishBankAccountSchema>>({
    id: "irish-account",
    lastResult,
    constraint,
  });
  return (
    <Form
      method="post"
      {...formProps(form)}
      className="space-y-4"
      aria-labelledby="irish-account-heading"
    >
      <h4 id="irish-account-heading" className="text-lg font-semibold text-navy">
        Irish bank account, paid in euro
      </h4>
      <FormErrors errors={form.errors} id={form.errorId} focus />
      <input type="hidden" name="country" value="IE" />
      <TextField field={fields.holder_name} label="Account holder's name" autoComplete="name" />
      <TextField
        field={fields.iban}
        label="IBAN"
        hint="Starts IE, like IE29 AIBK 9311 5212 3456 78"
        autoComplete="off"
      />
      <SubmitButton intent="irish-account">Save Irish bank account</SubmitButton>
    </Form>
  );
}

function OnboardingForm({
  lastResult,
  constraint,
}: {
  lastResult: LastResult;
  constraint: FormConstraint;
}) {
  const [form, fields] = useForm<z.input<typeof onboardingRequestSchema>>({
    id: "onboarding",
    lastResult,
    constraint,
  });
  return (
    <Form method="post" {...formProps(form)} className="space-y-4">
      <p>
        Our payments partner Stripe takes your bank details on its own secure pages, then sends you
        back here.
      </p>
      <FormErrors errors={form.errors} id={form.errorId} focus />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Where is your bank?</legend>
        <label className="mt-1 flex items-center gap-2">
          <input type="radio" name={fields.country.name} value="GB" defaultChecked /> In the UK
          (paid in pounds)
        </label>
        <label className="mt-1 flex items-center gap-2">
          <input type="radio" name={fields.country.name} value="IE" /> In Ireland (paid in euro)
        </label>
      </fieldset>
      <TextField field={fields.holder_name} label="Account holder's name" autoComplete="name" />
      <SubmitButton intent="onboarding">Continue to Stripe</SubmitButton>
    </Form>
  );
}

export default function Payouts({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.owner) {
    return (
      <section aria-labelledby="payouts-heading" className="space-y-4">
        <h2 id="payouts-heading" className="text-2xl font-bold text-navy">
          Payouts
        </h2>
        <p>
          Payouts are for space owners.{" "}
          <Link to="/list-your-space" className={link}>
            List a space
          </Link>{" "}
          and we pay you every month for the parking drivers book.
        </p>
      </section>
    );
  }
  const { balances, accounts, payouts, provider, constraints } = loaderData;
  const resultFor = (form: string) => (actionData?.form === form ? actionData.result : undefined);
  return (
    <section aria-labelledby="payouts-heading" className="space-y-8">
      <div className="space-y-2">
        <h2 id="payouts-heading" className="text-2xl font-bold text-navy">
          Payouts
        </h2>
        <p className="max-w-prose text-slate-800">
          Early each month we pay you by bank transfer for the parking provided the month before:
          hourly and airport bookings that ended, and monthly subscription months that started. You
          receive your full price; drivers pay Parkway&apos;s service fee on top.{" "}
          <Link to="/support/space-owners/getting-paid/how-and-when-you-get-paid" className={link}>
            How and when you get paid
          </Link>
        </p>
      </div>

      <section aria-labelledby="balance-heading" className="space-y-3">
        <h3 id="balance-heading" className="text-xl font-bold text-navy">
          Your balance
        </h3>
        {balances.length === 0 ? (
          <p>Nothing earned yet. When drivers book your spaces, what you earn shows here.</p>
        ) : (
          balances.map((owed) => {
            const account = accounts.find((candidate) => candidate.currency === owed.currency);
            return (
              <div key={owed.currency} className="rounded-lg border border-slate-200 p-4">
                <dl className="grid gap-2 sm:grid-cols-2">
                  <div>
                    <dt className="text-sm font-semibold text-slate-700">
                      Earned, not yet paid ({currencyNames[owed.currency]})
                    </dt>
                    <dd className="text-2xl font-bold text-navy">
                      {formatMoney(owed.balance_minor / 100, owed.currency)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-sm font-semibold text-slate-700">
                      Next payout, {payoutDay(owed.upcoming.on)}
                    </dt>
                    <dd className="text-2xl font-bold text-navy">
                      {formatMoney(owed.upcoming.amount_minor / 100, owed.currency)}
                    </dd>
                  </div>
                </dl>
                {!account || account.status !== "ready" ? (
                  <p className="mt-3 rounded-md border border-amber-600 bg-amber-50 p-3 text-slate-900">
                    Add your {owed.currency === "GBP" ? "UK" : "Irish"} bank details below so we can
                    pay you. Until then, we keep what you have earned for you.
                  </p>
                ) : null}
              </div>
            );
          })
        )}
      </section>

      <section aria-labelledby="details-heading" className="space-y-4">
        <h3 id="details-heading" className="text-xl font-bold text-navy">
          Payout details
        </h3>
        {accounts.length > 0 ? (
          <ul className="list-disc space-y-1 pl-6">
            {accounts.map((account) => (
              <li key={account.currency}>{accountText(account)}</li>
            ))}
          </ul>
        ) : (
          <p>You have not given us a bank account to pay yet.</p>
        )}
        <p className="text-sm text-slate-700">
          A new account replaces the one for its currency from the next payout we have not sent. We
          never ask for bank details by email, text or phone.
        </p>
        {provider === "stripe" ? (
          <OnboardingForm
            lastResult={resultFor("onboarding")}
            constraint={constraints.onboarding}
          />
        ) : (
          <div className="grid gap-8 lg:grid-cols-2">
            <UkAccountForm lastResult={resultFor("uk-account")} constraint={constraints.uk} />
            <IrishAccountForm
              lastResult={resultFor("irish-account")}
              constraint={constraints.irish}
            />
          </div>
        )}
      </section>

      <section aria-labelledby="history-heading" className="space-y-3">
        <h3 id="history-heading" className="text-xl font-bold text-navy">
          Payouts made
        </h3>
        {payouts.length === 0 ? (
          <p>No payouts yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-slate-800">
              <caption className="mb-2 text-left font-semibold text-slate-900">
                Payouts made, most recent first
              </caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4">
                    Month
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Paid into
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Status
                  </th>
                  <th scope="col" className="py-2">
                    Statement
                  </th>
                </tr>
              </thead>
              <tbody>
                {payouts.map((payout) => (
                  <tr key={payout.id} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      {monthName(payout.month)}
                    </th>
                    <td className="py-2 pr-4">
                      {formatMoney(payout.amount_minor / 100, payout.currency)}
                    </td>
                    <td className="py-2 pr-4">
                      {payout.account_last4 ? `Account ending ${payout.account_last4}` : "Stripe"}
                    </td>
                    <td className="py-2 pr-4">{payout.status === "paid" ? "Paid" : "Sending"}</td>
                    <td className="py-2">
                      <Link to={`/account/payouts/statements/${payout.month}`} className={link}>
                        Statement for {monthName(payout.month)}
                      </Link>{" "}
                      <Link
                        reloadDocument
                        to={`/account/payouts/statements/${payout.month}/csv`}
                        className={link}
                      >
                        CSV
                        <span className="sr-only">
                          {" "}
                          of the statement for {monthName(payout.month)}
                        </span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
