import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { z } from "zod";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { profileForm } from "~/components/account/forms";
import { FormErrors, primaryButton, TextField } from "~/components/ui/fields";
import { checkboxProps } from "~/components/ui/form";
import { formProps, useForm } from "~/components/ui/use-form";
import { flashToast } from "~/cookies.server";
import { accountFor } from "~/upstream/account.server";
import type { Route } from "./+types/profile";

/**
 * The driver's name, mobile number and which optional emails they get (PATCH api/v2/me).
 * Booking confirmations and receipts are always sent.
 */

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  return {
    profile: await accountFor(args.context).profile(),
    constraint: getZodConstraint(profileForm),
  };
}

const profileFields = [
  "first_name",
  "last_name",
  "mobile",
  "marketing_emails",
  "booking_reminders",
];

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const submission = parseWithZod(await args.request.formData(), { schema: profileForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const form = submission.value;
  const answer = await accountFor(args.context).updateProfile({
    first_name: form.first_name,
    last_name: form.last_name,
    mobile: form.mobile,
    marketing_emails: form.marketing_emails === "on",
    booking_reminders: form.booking_reminders === "on",
  });
  if (answer.kind === "refused") {
    const fieldErrors = Object.fromEntries(
      Object.entries(answer.fields).filter(([field]) => profileFields.includes(field)),
    );
    const placed = Object.keys(fieldErrors).length > 0;
    return data(
      { result: submission.reply(placed ? { fieldErrors } : { formErrors: [answer.message] }) },
      { status: answer.status },
    );
  }
  return redirect("/account/profile", {
    headers: {
      "Set-Cookie": await flashToast({ type: "success", title: "Your details are saved" }),
    },
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Your profile and emails | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

const checkboxClass = "mt-0.5 size-5 shrink-0 accent-navy";

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const [form, fields] = useForm<z.input<typeof profileForm>>({
    id: "profile",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    defaultValue: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      mobile: profile.mobile ?? "",
      marketing_emails: profile.marketing_emails ? "on" : undefined,
      booking_reminders: profile.booking_reminders ? "on" : undefined,
    },
  });
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <section aria-labelledby="profile-heading" className="max-w-xl">
      <h2 id="profile-heading" className="mb-3 text-2xl font-bold text-navy">
        Profile and emails
      </h2>
      <Form method="post" {...formProps(form)} className="space-y-5">
        <FormErrors errors={form.errors} id={form.errorId} />
        <div>
          <p className="block text-sm font-semibold text-slate-900">Email address</p>
          <p className="mt-1 text-slate-900">{profile.email}</p>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField field={fields.first_name} label="First name" autoComplete="given-name" />
          <TextField field={fields.last_name} label="Last name" autoComplete="family-name" />
        </div>
        <TextField
          field={fields.mobile}
          label="Mobile number (optional)"
          hint="Each booking asks for one, so the space owner can reach you on the day: saved here, it is filled in for you."
          type="tel"
          autoComplete="tel"
        />
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">Emails you get</legend>
          <p className="text-sm text-slate-700">
            We always send booking confirmations, receipts and the owner&apos;s access instructions.
          </p>
          <div className="mt-3 space-y-3">
            <label className="flex items-start gap-3">
              <input {...checkboxProps(fields.booking_reminders)} className={checkboxClass} />
              <span>
                <span className="font-semibold">Booking reminders</span>
                <span className="block text-sm text-slate-700">
                  Before your parking starts, and before a monthly booking renews.
                </span>
              </span>
            </label>
            <label className="flex items-start gap-3">
              <input {...checkboxProps(fields.marketing_emails)} className={checkboxClass} />
              <span>
                <span className="font-semibold">Offers and news</span>
                <span className="block text-sm text-slate-700">
                  Discount codes and new parking near the places you book.
                </span>
              </span>
            </label>
          </div>
        </fieldset>
        <button
          type="submit"
          name="intent"
          value="update-profile"
          disabled={sending}
          className={primaryButton}
        >
          {sending ? "Saving…" : "Save changes"}
        </button>
      </Form>
    </section>
  );
}
