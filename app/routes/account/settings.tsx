import { getZodConstraint } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { requireSignedIn } from "~/routes/auth/guards.server";
import {
  changeEmailForm,
  changePasswordForm,
  deleteAccountForm,
  emailPreferencesForm,
} from "~/components/account/settings-forms";
import type { SettingsForm } from "~/components/account/settings-forms";
import { useEmptiedPasswords } from "~/components/auth/fields";
import { FormErrors, primaryButton, secondaryButton, TextField } from "~/components/ui/fields";
import { checkboxProps, type FormConstraint } from "~/components/ui/form";
import { formProps, useForm, type FormReply } from "~/components/ui/use-form";
import { dayFormat } from "~/lib/moment-formats";
import { accountSettingsFor } from "~/upstream/account-settings.server";
import { minimumPasswordLength } from "#contract/fields";
import type { Route } from "./+types/settings";
import { settingsAction } from "./settings.server";

/**
 * The account's settings (issue 18): a new password, a new email confirmed from the new
 * address, the optional emails, a copy of the account's data, and deleting the account.
 * Each section is its own form, named by its button's `intent`.
 */

export async function loader(args: Route.LoaderArgs) {
  const { user } = requireSignedIn(args);
  const preferences = await accountSettingsFor(args.context).emailPreferences();
  // A refusal answers in place without loading the page again; a change redirects here, and
  // the new `visit` gives the forms a fresh start with what the service now says.
  const constraints: Record<Intent, FormConstraint> = {
    "change-password": getZodConstraint(changePasswordForm),
    "change-email": getZodConstraint(changeEmailForm),
    "email-preferences": getZodConstraint(emailPreferencesForm),
    "delete-account": getZodConstraint(deleteAccountForm),
  };
  return { email: user.email, preferences, visit: crypto.randomUUID(), constraints };
}

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  return settingsAction(args.request, args.context);
}

export const meta: Route.MetaFunction = () => [
  { title: "Account settings | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

const checkboxClass = "mt-0.5 size-5 shrink-0 accent-navy";
const dangerButton =
  "rounded-md bg-danger px-5 py-3 text-lg font-semibold text-white hover:bg-red-800 disabled:opacity-70";

type Intent = SettingsForm["intent"];
type SectionForm<Section extends Intent> = Extract<SettingsForm, { intent: Section }>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="border-t border-slate-200 pt-6">
      <h3 id={`${id}-heading`} className="mb-2 text-xl font-bold text-navy">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One section's form: its schema's constraints and the action's answer to its button. */
function useSettingsForm<Section extends Intent>(
  intent: Section,
  constraint: FormConstraint,
  actionData: { intent: string; result: FormReply } | undefined,
  defaultValue?: Partial<Record<keyof SectionForm<Section>, string>>,
) {
  const navigation = useNavigation();
  const [form, fields] = useForm<SectionForm<Section>>({
    id: intent,
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    constraint,
    defaultValue,
  });
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return { form, fields, sending };
}

function IntentButton({
  intent,
  sending,
  label,
  sendingLabel,
  className = primaryButton,
}: {
  intent: Intent;
  sending: boolean;
  label: string;
  sendingLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" name="intent" value={intent} disabled={sending} className={className}>
      {sending ? sendingLabel : label}
    </button>
  );
}

/** Keyed by the loader's `visit`, so that after a change every form starts afresh. */
export default function Settings(props: Route.ComponentProps) {
  return <SettingsForms key={props.loaderData.visit} {...props} />;
}

function SettingsForms({ loaderData, actionData }: Route.ComponentProps) {
  const { email, preferences, constraints } = loaderData;
  const password = useSettingsForm("change-password", constraints["change-password"], actionData);
  const newEmail = useSettingsForm("change-email", constraints["change-email"], actionData);
  const emails = useSettingsForm(
    "email-preferences",
    constraints["email-preferences"],
    actionData,
    {
      booking_reminders: preferences.booking_reminders ? "on" : undefined,
      marketing_emails: preferences.marketing_emails ? "on" : undefined,
      location_alerts: preferences.location_alerts ? "on" : undefined,
    },
  );
  const erase = useSettingsForm("delete-account", constraints["delete-account"], actionData);
  useEmptiedPasswords(
    [
      password.fields.current_password,
      password.fields.password,
      newEmail.fields.current_password,
      erase.fields.current_password,
    ],
    actionData?.result,
  );
  const noPasswordHint = "If you log in only with Google, Facebook or Apple, leave this empty.";

  return (
    <section aria-labelledby="settings-heading" className="max-w-xl space-y-6">
      <h2 id="settings-heading" className="text-2xl font-bold text-navy">
        Account settings
      </h2>

      <Section id="password" title="Change your password">
        <p className="mb-3 text-slate-800">
          You stay logged in on this device. Everywhere else, including the app, you will need to
          log in again with the new password.
        </p>
        <Form method="post" {...formProps(password.form)} className="space-y-4">
          <FormErrors errors={password.form.errors} id={password.form.errorId} />
          <TextField
            field={password.fields.current_password}
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
          <TextField
            field={password.fields.password}
            label="New password"
            hint={`At least ${minimumPasswordLength} characters. A few words you will remember make a strong one.`}
            type="password"
            autoComplete="new-password"
          />
          <IntentButton
            intent="change-password"
            sending={password.sending}
            label="Change password"
            sendingLabel="Changing…"
          />
        </Form>
      </Section>

      <Section id="email" title="Change your email address">
        <p className="mb-3 text-slate-800">
          Your email address is <strong>{email}</strong>. We send a link to the new address; it
          becomes your login once you open the link, within 24 hours.
        </p>
        <Form method="post" {...formProps(newEmail.form)} className="space-y-4">
          <FormErrors errors={newEmail.form.errors} id={newEmail.form.errorId} />
          <TextField
            field={newEmail.fields.email}
            label="New email address"
            type="email"
            autoComplete="email"
          />
          <TextField
            field={newEmail.fields.current_password}
            label="Current password"
            hint={noPasswordHint}
            type="password"
            autoComplete="current-password"
          />
          <IntentButton
            intent="change-email"
            sending={newEmail.sending}
            label="Send confirmation link"
            sendingLabel="Sending…"
          />
        </Form>
      </Section>

      <Section id="emails" title="Emails you get">
        <p className="mb-3 text-slate-800">
          We always send booking confirmations, receipts, cancellations and password links.
        </p>
        <Form method="post" {...formProps(emails.form)} className="space-y-4">
          <FormErrors errors={emails.form.errors} id={emails.form.errorId} />
          <fieldset className="space-y-3">
            <legend className="sr-only">Optional emails</legend>
            <label className="flex items-start gap-3">
              <input
                {...checkboxProps(emails.fields.booking_reminders)}
                className={checkboxClass}
              />
              <span>
                <span className="font-semibold">Booking reminders</span>
                <span className="block text-sm text-slate-700">
                  The day before your parking starts, and before a monthly booking renews.
                </span>
              </span>
            </label>
            <label className="flex items-start gap-3">
              <input {...checkboxProps(emails.fields.marketing_emails)} className={checkboxClass} />
              <span>
                <span className="font-semibold">Offers and news</span>
                <span className="block text-sm text-slate-700">
                  Discount codes and new parking near the places you book.
                </span>
              </span>
            </label>
            <label className="flex items-start gap-3">
              <input {...checkboxProps(emails.fields.location_alerts)} className={checkboxClass} />
              <span>
                <span className="font-semibold">Location alerts</span>
                <span className="block text-sm text-slate-700">
                  When a space comes up near a place you searched without results. Turning them off
                  stops every alert you have set up.
                </span>
              </span>
            </label>
          </fieldset>
          {preferences.alerts.length > 0 ? (
            <div>
              <p className="text-sm font-semibold text-slate-900">Alerts running</p>
              <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
                {preferences.alerts.map((alert) => (
                  <li key={`${alert.place_name}-${alert.rental}-${alert.created_at}`}>
                    {alert.place_name}, {alert.rental === "long" ? "monthly" : "hourly or daily"}{" "}
                    parking, since {dayFormat.format(new Date(alert.created_at))}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <IntentButton
            intent="email-preferences"
            sending={emails.sending}
            label="Save email preferences"
            sendingLabel="Saving…"
            className={secondaryButton}
          />
        </Form>
      </Section>

      <Section id="data" title="Download your data">
        <p className="mb-3 text-slate-800">
          A copy of everything we keep about your account: your details, vehicles, cards (never
          their full numbers), bookings, reviews, vouchers and listings, as a JSON file.
        </p>
        <a href="/account/settings/download" download className={`inline-block ${secondaryButton}`}>
          Download my data
        </a>
      </Section>

      <Section id="delete" title="Delete your account">
        <p className="mb-3 text-slate-800">
          This erases your name, email, mobile number, password, vehicles and saved cards, and logs
          you out everywhere. Your past bookings stay in our accounts without your details. You
          cannot delete your account while a booking is under way or still to come, or while you
          list spaces.
        </p>
        <Form method="post" {...formProps(erase.form)} className="space-y-4">
          <FormErrors errors={erase.form.errors} id={erase.form.errorId} />
          <TextField
            field={erase.fields.current_password}
            label="Current password"
            hint={noPasswordHint}
            type="password"
            autoComplete="current-password"
          />
          <IntentButton
            intent="delete-account"
            sending={erase.sending}
            label="Delete my account"
            sendingLabel="Deleting…"
            className={dangerButton}
          />
        </Form>
      </Section>
    </section>
  );
}
