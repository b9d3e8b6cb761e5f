import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { settingsForms } from "~/components/account/settings-forms";
import { flashToast } from "~/cookies.server";
import { holdToken } from "~/session.server";
import { accountSettingsFor } from "~/upstream/account-settings.server";
import { hostContext } from "~/upstream/context";
import type { Refusal } from "~/upstream/refusal";

/**
 * The settings page's buttons. Each success redirects with a toast; each refusal is answered in
 * place beside the form that was sent, passwords never sent back.
 */

const SETTINGS_PATH = "/account/settings";

const fieldsOf = {
  "change-password": ["current_password", "password"],
  "change-email": ["email", "current_password"],
  "email-preferences": ["booking_reminders", "marketing_emails", "location_alerts"],
  "delete-account": ["current_password"],
} as const;

type Intent = keyof typeof fieldsOf;

function isIntent(value: unknown): value is Intent {
  return typeof value === "string" && value in fieldsOf;
}

const hideFields = ["current_password", "password"];

function refusedInPlace(intent: Intent, submission: Submission<unknown>, refusal: Refusal) {
  const names: readonly string[] = fieldsOf[intent];
  const fieldErrors = Object.fromEntries(
    Object.entries(refusal.fields).filter(([name]) => names.includes(name)),
  );
  const placed = Object.keys(fieldErrors).length > 0;
  return data(
    {
      intent,
      result: submission.reply({
        fieldErrors,
        formErrors: placed ? [] : [refusal.message],
        hideFields,
      }),
    },
    { status: refusal.status },
  );
}

async function toSettings(title: string, description?: string) {
  return redirect(SETTINGS_PATH, {
    headers: { "Set-Cookie": await flashToast({ type: "success", title, description }) },
  });
}

export async function settingsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const formData = await request.formData();
  const sent = formData.get("intent");
  const intent: Intent = isIntent(sent) ? sent : "email-preferences";
  const submission = parseWithZod(formData, { schema: settingsForms });
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const settings = accountSettingsFor(context);
  const form = submission.value;
  switch (form.intent) {
    case "change-password": {
      const answer = await settings.changePassword({
        current_password: form.current_password,
        password: form.password,
      });
      if (answer.kind === "refused") return refusedInPlace(form.intent, submission, answer);
      // The other devices' tokens stopped working; this one carries on with the new token.
      holdToken(context, answer.token);
      return toSettings(
        "Your password is changed",
        "You are still logged in here. Everywhere else, log in again with the new password.",
      );
    }
    case "change-email": {
      const answer = await settings.requestEmailChange({
        email: form.email,
        current_password: form.current_password,
      });
      if (answer.kind === "refused") return refusedInPlace(form.intent, submission, answer);
      return toSettings("Check your new inbox", answer.message);
    }
    case "email-preferences": {
      const answer = await settings.changeEmailPreferences({
        booking_reminders: form.booking_reminders === "on",
        marketing_emails: form.marketing_emails === "on",
        location_alerts: form.location_alerts === "on",
      });
      if (answer.kind === "refused") return refusedInPlace(form.intent, submission, answer);
      return toSettings("Your email preferences are saved");
    }
    case "delete-account": {
      const answer = await settings.deleteAccount({ current_password: form.current_password });
      if (answer.kind === "refused") return refusedInPlace(form.intent, submission, answer);
      holdToken(context, await context.get(hostContext).marketplace.anonymousToken());
      return redirect("/", {
        headers: {
          "Set-Cookie": await flashToast({
            type: "success",
            title: "Thank you for parking with Parkway",
            description: answer.message,
          }),
        },
      });
    }
  }
}
