import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  Form,
  Link,
  redirect,
  redirectDocument,
  useNavigation,
  type RouterContextProvider,
} from "react-router";
import { ChangeUnavailable } from "~/components/booking/change-unavailable";
import { BookingLinkError } from "~/components/booking-link-error";
import { addTimeForms, addTimeReturn } from "~/components/manage-booking/forms";
import { useCardFields } from "~/components/payments/card-fields-frame";
import { ConfirmingPayment, StripePaymentElement } from "~/components/payments/stripe-element";
import { useHydrated } from "~/components/search/use-hydrated";
import { FieldErrors, FormErrors, primaryButton, secondaryButton } from "~/components/ui/fields";
import { formProps, useForm } from "~/components/ui/use-form";
import { flashToast } from "~/cookies.server";
import { parkingTime } from "~/lib/booking-period";
import { manageBookingsFor } from "~/upstream/manage-bookings.server";
import {
  allowStripeOnPage,
  amountToPay,
  isOwnReturn,
  newReturnState,
  sandboxPage,
  stripePages,
  withQuery,
} from "~/routes/payment-pages.server";
import type { Route } from "./+types/add-time";
import { extensionChoices, manageHref, openedBooking } from "./manage-booking.server";

/**
 * Adding time to a booking in progress while its bay is free: every half hour after it ends,
 * each priced, paid for with a card given to the provider's own page, as the pay step's is
 * (decisions 025, 032): the sandbox's framed card fields or hosted card page, or Stripe's
 * Payment Element or Checkout. Works without JavaScript; a refusal shows in place, and only the
 * service's answer adds the time.
 */

type ManageBookings = ReturnType<typeof manageBookingsFor>;
type Paying = Awaited<ReturnType<ManageBookings["extend"]>>;
type PaidWith = Parameters<ManageBookings["extend"]>[1]["paidWith"];

function addTimePath(token: string, query: Record<string, string> = {}) {
  return withQuery(`${manageHref(token)}/add-time`, query);
}

/** The manage page, saying the time was added until `end`. */
async function timeAdded(token: string, end: string | null | undefined) {
  return redirect(manageHref(token), {
    headers: {
      "Set-Cookie": await flashToast({
        type: "success",
        title: "Time added",
        description: `${end ? `Your bay is yours until ${parkingTime(end)}. ` : ""}The receipt is on its way to your email.`,
      }),
    },
  });
}

/**
 * What paying came to: the time added, the provider's or bank's page (with the trip's state
 * cookie when it starts here), or still to be paid.
 */
async function afterPaying(token: string, end: string, outcome: Paying, headers?: HeadersInit) {
  if (outcome.kind === "purchased") return timeAdded(token, end);
  if (outcome.kind === "requires_action") return redirectDocument(outcome.url, { headers });
  return outcome;
}

const leftPage =
  "You left the payment page, and you have not been charged. Choose how long to stay and pay again.";
const notOpenedHere =
  "This address did not come back from a payment page you opened here, so nothing was paid. Choose how long to stay and pay.";

/**
 * Back from the provider's page (or the bank's check) with the state this browser was given for
 * the trip: the service, asked again under the form's key, says whether the time was paid for.
 * Null when the address carries no return.
 */
async function returnFromProvider(
  context: Readonly<RouterContextProvider>,
  token: string,
  request: Request,
) {
  const returned = addTimeReturn.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!returned.success) return null;
  const { end, key, paid_with: paidWith, token: cardToken, cancelled, state } = returned.data;
  if (!state || !(await isOwnReturn(request, state))) {
    return { kind: "refused" as const, message: notOpenedHere };
  }
  const client = manageBookingsFor(context);
  if (cancelled) {
    const left = await client.leavePaymentPage(token, key);
    if (left.kind === "purchased") return timeAdded(token, end);
    return { kind: "left" as const };
  }
  if (paidWith === "card" && !cardToken) return null;
  const outcome = await client.extend(token, {
    end,
    key,
    paidWith: cardToken ? { token: cardToken } : { page: "hosted" },
    returnUrl: addTimePath(token, {
      end,
      key,
      paid_with: paidWith,
      ...(cardToken ? { token: cardToken } : {}),
      state,
    }),
  });
  const next = await afterPaying(token, end, outcome);
  if (next instanceof Response) return next;
  // Paid on Stripe's page and not settled yet (or being settled right now): ask again shortly.
  const settling =
    next.kind === "pay_in_page" ||
    next.kind === "confirming" ||
    (paidWith === "stripe" && next.kind === "in_progress");
  return settling
    ? { kind: "confirming" as const }
    : { kind: "refused" as const, message: next.message };
}

const endGone = "That time can no longer be added. Choose from the times shown now.";

/** The chosen end's price as the service quotes the extension now, for the card page to show. */
async function pricedEnd(client: ManageBookings, token: string, end: string) {
  const quoted = await client.extensionQuote(token);
  if (quoted.kind === "refused") return quoted;
  const chosen = quoted.quote.choices.find(
    (choice) => new Date(choice.end).getTime() === new Date(end).getTime(),
  );
  if (!chosen) {
    return { kind: "refused" as const, status: 409, message: endGone, fields: { end: [endGone] } };
  }
  return { kind: "priced" as const, toPay: amountToPay(chosen.total, quoted.quote.currency.value) };
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  allowStripeOnPage(context);
  const returned = await returnFromProvider(context, params.token, request);
  if (returned instanceof Response) throw returned;
  const managed = await openedBooking(context, params.token);
  const quoted = await manageBookingsFor(context).extensionQuote(params.token);
  const paymentRefusal =
    returned?.kind === "left" ? leftPage : returned?.kind === "refused" ? returned.message : null;
  return {
    reference: managed.booking.reference,
    title: managed.booking.space.title,
    backHref: manageHref(params.token),
    endsAt: managed.ends_at && parkingTime(managed.ends_at),
    choices: quoted.kind === "quoted" ? extensionChoices(quoted.quote) : [],
    refusal: quoted.kind === "refused" ? quoted.message : null,
    stripe: stripePages(context) !== null,
    confirming: returned?.kind === "confirming",
    paymentRefusal,
    // One key per visit to the page: the same form sent twice pays once.
    key: crypto.randomUUID(),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: addTimeForms });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const form = submission.value;
  const client = manageBookingsFor(context);
  const refused = (message: string, status: number, fields: Record<string, string[]> = {}) =>
    data(
      {
        result: submission.reply(
          fields.end ? { fieldErrors: { end: fields.end } } : { formErrors: [message] },
        ),
      },
      { status },
    );
  if (form.intent === "leave-payment-page") {
    const left = await client.leavePaymentPage(params.token, form.key);
    if (left.kind === "purchased") return timeAdded(params.token, left.bookings[0]?.end);
    return refused(leftPage, 200);
  }
  const stripe = stripePages(context);
  // The provider's or bank's page, if paying goes there, comes back with this trip's state.
  const trip = await newReturnState(context, manageHref(params.token));
  const tripHeaders = { "Set-Cookie": trip.cookie };
  const back = (query: Record<string, string>) =>
    addTimePath(params.token, { end: form.end, key: form.key, ...query, state: trip.state });
  // Without the framed fields' token, the sandbox's card page takes the card first.
  const paidWith: PaidWith | null = stripe
    ? { page: form.page }
    : form.token
      ? { token: form.token }
      : null;
  if (!paidWith) {
    const price = await pricedEnd(client, params.token, form.end);
    if (price.kind === "refused") return refused(price.message, price.status, price.fields);
    const cardPage = sandboxPage("pages/card", {
      mode: "hosted",
      return_to: back({}),
      ...price.toPay,
    });
    return redirectDocument(cardPage, { headers: tripHeaders });
  }
  const returnUrl = back(
    "token" in paidWith ? { paid_with: "card", token: paidWith.token } : { paid_with: "stripe" },
  );
  const outcome = await client.extend(params.token, {
    end: form.end,
    key: form.key,
    paidWith,
    returnUrl,
  });
  const next = await afterPaying(params.token, form.end, outcome, tripHeaders);
  if (next instanceof Response) return next;
  if (next.kind === "pay_in_page" && stripe) {
    return data(
      {
        stripePayment: {
          publishableKey: stripe.publishableKey,
          clientSecret: next.clientSecret,
          returnUrl: new URL(returnUrl, stripe.appUrl).toString(),
        },
        key: form.key,
      },
      { headers: tripHeaders },
    );
  }
  if (next.kind === "pay_in_page" || next.kind === "confirming") {
    return redirect(returnUrl, { headers: tripHeaders });
  }
  if (next.kind === "in_progress" && stripe) {
    return redirect(returnUrl, { headers: tripHeaders });
  }
  if (next.kind === "declined") return refused(next.message, 402);
  if (next.kind === "in_progress") return refused(next.message, 409);
  return refused(next.message, next.status, next.fields);
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
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  const [form, fields] = useForm<{ end: string }>({ id: "add-time", lastResult });
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const card = useCardFields(lastResult);
  const sending =
    card.tokenising || (navigation.state === "submitting" && navigation.formMethod === "POST");
  const { choices, stripe } = loaderData;
  const end = fields.end;
  const endInvalid = Boolean(end.errors?.length);
  const stripePayment = actionData && "stripePayment" in actionData ? actionData : null;
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
        {loaderData.confirming ? (
          <div className="mt-6">
            <ConfirmingPayment what="the added time" />
          </div>
        ) : stripePayment ? (
          <div className="mt-6">
            <StripePaymentElement
              intent={stripePayment.stripePayment}
              confirm="payment"
              heading="Pay by card"
              submitLabel="Pay and add time"
            >
              <Form method="post">
                <input type="hidden" name="intent" value="leave-payment-page" />
                <input type="hidden" name="key" value={stripePayment.key} />
                <button type="submit" className={secondaryButton}>
                  Choose another time
                </button>
              </Form>
            </StripePaymentElement>
          </div>
        ) : choices.length > 0 ? (
          <Form
            method="post"
            {...formProps(form)}
            reloadDocument={stripe}
            className="mt-6 space-y-6"
            onSubmit={(event) => {
              if (!stripe) card.askForToken(event);
            }}
          >
            <FormErrors
              errors={
                form.errors ?? (loaderData.paymentRefusal ? [loaderData.paymentRefusal] : undefined)
              }
              id={form.errorId}
              focus
            />
            <input type="hidden" name="intent" value="add-time" />
            <input type="hidden" name="key" value={loaderData.key} />
            <fieldset aria-describedby={endInvalid ? end.errorId : undefined}>
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
                      name={end.name}
                      value={choice.end}
                      defaultChecked={
                        end.initialValue ? end.initialValue === choice.end : index === 0
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
              <FieldErrors errors={end.errors} id={end.errorId} />
            </fieldset>
            <fieldset className="space-y-2">
              <legend className="text-lg font-semibold text-slate-900">Pay by card</legend>
              {stripe ? (
                <>
                  <input
                    type="hidden"
                    name="payment_page"
                    value={hydrated ? "embedded" : "hosted"}
                  />
                  <p className="text-slate-800">
                    {hydrated
                      ? "You will enter your card, or choose Apple Pay or Google Pay where your device has them, in our payment provider Stripe's secure form next."
                      : "You will pay on our payment provider Stripe's secure page next."}{" "}
                    Parkway never sees your card number.
                  </p>
                </>
              ) : (
                <>
                  <input type="hidden" name="payment_token" value={card.token} />
                  {hydrated ? (
                    card.renderFrame()
                  ) : (
                    <p className="text-slate-800">
                      You will enter your card on our payment provider&apos;s secure page next:
                      Parkway never sees your card number.
                    </p>
                  )}
                </>
              )}
            </fieldset>
            <div className="flex flex-wrap items-center gap-4">
              <button type="submit" disabled={sending} className={primaryButton}>
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
