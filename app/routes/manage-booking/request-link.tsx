import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { z } from "zod";
import { FormErrors, primaryButton, TextField } from "~/components/ui/fields";
import { formProps, useForm } from "~/components/ui/use-form";
import { manageLinkRequestAnswer, manageLinkRequestSchema } from "#contract/manage-bookings";
import { manageBookingsFor } from "~/upstream/manage-bookings.server";
import type { Route } from "./+types/request-link";

/**
 * A guest who has lost their booking email asks for its link again with the email address and
 * registration they booked with. The answer never says whether a booking matched; the service
 * limits how often one address or one email can ask.
 */

export function loader({ url }: Route.LoaderArgs) {
  return {
    answer: url.searchParams.has("requested") ? manageLinkRequestAnswer : null,
    constraint: getZodConstraint(manageLinkRequestSchema),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: manageLinkRequestSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const answer = await manageBookingsFor(context).requestLinks(submission.value);
  if (answer.kind === "refused") {
    return data(
      { result: submission.reply({ formErrors: [answer.message] }) },
      { status: answer.status },
    );
  }
  return redirect("/manage-booking?requested");
}

export const meta: Route.MetaFunction = () => [
  { title: "Find your booking | Parkway" },
  {
    name: "description",
    content:
      "Booked without an account? Get the link to your booking emailed again, to see, cancel or extend it.",
  },
];

export default function RequestLink({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<z.input<typeof manageLinkRequestSchema>>({
    id: "request-link",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
  });
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-navy">Find your booking</h1>
      <p className="mt-3 text-lg text-slate-800">
        Every booking email has a link that opens the booking, to see how to get in, cancel it or
        add time. Lost the email? Enter the email address and vehicle registration you booked with,
        and we will send the links of your bookings again.
      </p>
      {loaderData.answer ? (
        <div
          role="status"
          className="mt-6 rounded-xl border-l-4 border-mint-600 bg-navy-50 p-5 text-slate-900"
        >
          <p className="font-semibold">{loaderData.answer}</p>
          <p className="mt-2">
            It can take a few minutes to arrive; check your junk folder too. Links are sent for
            bookings that have not ended.
          </p>
        </div>
      ) : null}
      <Form method="post" {...formProps(form)} className="mt-6 space-y-5">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField field={fields.email} label="Email address" type="email" autoComplete="email" />
        <TextField
          field={fields.vehicle_reg}
          label="Vehicle registration"
          hint="As you gave it when you booked, like AB12 CDE."
          autoCapitalize="characters"
          spellCheck={false}
        />
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? "Sending…" : "Email my booking links"}
        </button>
      </Form>
      <p className="mt-8 text-slate-800">
        Booked with an account?{" "}
        <a href="/account" className="font-semibold text-blue-800 underline hover:text-blue-900">
          Your bookings are in your account
        </a>
        .
      </p>
    </main>
  );
}
