import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { z } from "zod";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { claimVoucherForm } from "~/components/account/settings-forms";
import { VoucherList } from "~/components/account/voucher-list";
import { FormErrors, primaryButton, TextField } from "~/components/ui/fields";
import type { FormConstraint } from "~/components/ui/form";
import { formProps, useForm, type FormReply } from "~/components/ui/use-form";
import { flashToast } from "~/cookies.server";
import { accountSettingsFor } from "~/upstream/account-settings.server";
import type { Route } from "./+types/vouchers";

/**
 * The driver's gift vouchers (spec §7 vouchers) with what each can still take off and until
 * when, and a form to claim a code into the account. The pay step offers the usable ones.
 */

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  // A new `visit` after each claim gives the form a fresh start.
  return {
    vouchers: await accountSettingsFor(args.context).vouchers(),
    visit: crypto.randomUUID(),
    constraint: getZodConstraint(claimVoucherForm),
  };
}

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const submission = parseWithZod(await args.request.formData(), { schema: claimVoucherForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const answer = await accountSettingsFor(args.context).claimVoucher({
    code: submission.value.code,
  });
  if (answer.kind === "refused") {
    const reasons = answer.fields.code;
    return data(
      {
        result: submission.reply(
          reasons ? { fieldErrors: { code: reasons } } : { formErrors: [answer.message] },
        ),
      },
      { status: answer.status },
    );
  }
  return redirect("/account/vouchers", {
    headers: {
      "Set-Cookie": await flashToast({
        type: "success",
        title:
          answer.kind === "claimed"
            ? `${answer.voucher.label} is in your account`
            : `${answer.voucher.label} was already in your account`,
        description: "Choose it when you pay for your next booking.",
      }),
    },
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Your vouchers | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Keyed by the loader's `visit`, so a claim starts it afresh; a refusal keeps what was typed. */
function ClaimVoucher({
  lastResult,
  constraint,
}: {
  lastResult: FormReply | undefined;
  constraint: FormConstraint;
}) {
  const [form, fields] = useForm<z.input<typeof claimVoucherForm>>({
    id: "claim-voucher",
    lastResult,
    constraint,
  });
  const navigation = useNavigation();
  const claiming = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <Form method="post" {...formProps(form)} className="space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField
        field={fields.code}
        label="Add a gift voucher"
        hint="Type the code from your gift email or card, like PARKWAYGIFT."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <button
        type="submit"
        name="intent"
        value="claim-voucher"
        disabled={claiming}
        className={primaryButton}
      >
        {claiming ? "Adding…" : "Add voucher"}
      </button>
    </Form>
  );
}

export default function Vouchers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="vouchers-heading" className="max-w-2xl space-y-6">
      <h2 id="vouchers-heading" className="text-2xl font-bold text-navy">
        Vouchers
      </h2>
      <ClaimVoucher
        key={loaderData.visit}
        lastResult={actionData?.result}
        constraint={loaderData.constraint}
      />
      <VoucherList vouchers={loaderData.vouchers} />
    </section>
  );
}
