import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { CARD_SECRETS } from "~/components/account/forms";
import { CardFields } from "~/components/booking/card-fields";
import { ChangeUnavailable } from "~/components/booking/change-unavailable";
import { BookingLinkError } from "~/components/booking-link-error";
import { addTimeForm } from "~/components/manage-booking/forms";
import { FieldErrors, FormErrors, primaryButton } from "~/components/ui/fields";
import { flashToast } from "~/cookies.server";
import { parkingTime } from "~/lib/booking-period";
import { manageBookingsFor } from "~/upstream/manage-bookings.server";
import type { Route } from "./+types/add-time";
import { extensionChoices, manageHref, openedBooking } from "./manage-booking.server";

/**
 * Adding time to a booking in progress while its bay is free: every half hour after it ends,
 * each priced, paid for with a card. Works without JavaScript; a refusal shows in place.
 */

export async function loader({ context, params }: Route.LoaderArgs) {
  const managed = await openedBooking(context, params.token);
  const quoted = await manageBookingsFor(context).extensionQuote(params.token);
  return {
    reference: managed.booking.reference,
    title: managed.booking.space.title,
    backHref: manageHref(params.token),
    endsAt: managed.ends_at && parkingTime(managed.ends_at),
    choices: quoted.kind === "quoted" ? extensionChoices(quoted.quote) : [],
    refusal: quoted.kind === "refused" ? quoted.message : null,
    // One key per visit to the page: the same form sent twice pays once.
    key: crypto.randomUUID(),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: addTimeForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: CARD_SECRETS }) }, { status: 400 });
  }
  const { end, card, key } = submission.value;
  const answer = await manageBookingsFor(context).extend(params.token, end, card, key);
  if (answer.kind === "refused") {
    const fieldErrors = answer.fields.end ? { end: answer.fields.end } : undefined;
    return data(
      {
        result: submission.reply({
          ...(fieldErrors ? { fieldErrors } : { formErrors: [answer.message] }),
          hideFields: CARD_SECRETS,
        }),
      },
      { status: answer.status },
    );
  }
  return redirect(manageHref(params.token), {
    headers: {
      "Set-Cookie": await flashToast({
        type: "success",
        title: "Time added",
        description: `Your bay is yours until ${parkingTime(end)}. The receipt is on its way to your email.`,
      }),
    },
  });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Add time to booking ${loaderData.reference} | Parkway`
      : "Add time to your booking | Parkway",
  },
  { name: "robots", content: "noindex, nofollow" },
];

const linkClass = "font-semibold text-blue-800 underline hover:text-blue-900";

export default function AddTime({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    id: "add-time",
    lastResult: actionData?.result,
    constraint: getZodConstraint(addTimeForm),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addTimeForm }),
  });
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const { choices } = loaderData;
  const endInvalid = Boolean(fields.end.errors?.length);
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <section aria-labelledby="add-time-heading">
        <h1 id="add-time-heading" className="text-3xl font-bold text-navy">
          Add time to your parking
        </h1>
        <p className="mt-2 text-slate-900">
          <span className="font-semibold">{loaderData.title}</span>, booking {loaderData.reference}
          {loaderData.endsAt ? `, now ending ${loaderData.endsAt}` : null}
        </p>
        {choices.length > 0 ? (
          <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
            <FormErrors errors={form.errors} id={form.errorId} />
            <input type="hidden" name="key" value={loaderData.key} />
            <fieldset aria-describedby={endInvalid ? fields.end.errorId : undefined}>
              <legend className="text-lg font-semibold text-slate-900">When will you leave?</legend>
              <p className="text-sm text-slate-700">
                The same bay, priced as a new hourly stay. Later times are not offered when someone
                else has booked the bay.
              </p>
              <div className="mt-3 space-y-2">
                {choices.map((choice, index) => (
                  <label
                    key={choice.end}
                    className="flex items-center gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-navy has-[:checked]:bg-navy-50"
                  >
                    <input
                      type="radio"
                      name={fields.end.name}
                      value={choice.end}
                      defaultChecked={
                        fields.end.initialValue
                          ? fields.end.initialValue === choice.end
                          : index === 0
                      }
                      required
                      aria-invalid={endInvalid || undefined}
                      className="size-5 accent-navy"
                    />
                    <span className="flex-1 font-semibold text-slate-900">{choice.label}</span>
                    <span className="text-right">
                      <span className="block font-semibold tabular-nums text-slate-900">
                        {choice.price}
                      </span>
                      <span className="block text-sm text-slate-700">{choice.breakdown}</span>
                    </span>
                  </label>
                ))}
              </div>
              <FieldErrors errors={fields.end.errors} id={fields.end.errorId} />
            </fieldset>
            <fieldset className="space-y-4">
              <legend className="text-lg font-semibold text-slate-900">Pay by card</legend>
              <CardFields fields={fields} />
            </fieldset>
            <div className="flex flex-wrap items-center gap-4">
              <button
                type="submit"
                name="intent"
                value="add-time"
                disabled={sending}
                className={primaryButton}
              >
                {sending ? "Paying…" : "Pay and add time"}
              </button>
              <Link to={loaderData.backHref} className={linkClass}>
                Back to the booking
              </Link>
            </div>
          </Form>
        ) : (
          <ChangeUnavailable
            reason={loaderData.refusal ?? "Time cannot be added to this booking now."}
            backHref={loaderData.backHref}
          />
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BookingLinkError error={error} task="add time to your booking" />;
}
