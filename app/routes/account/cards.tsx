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
import { requireSignedIn } from "~/routes/auth/guards.server";
import { cardForms, cardReturn } from "~/components/account/forms";
import { SavedItemActions } from "~/components/account/saved-item-actions";
import { useCardFields } from "~/components/payments/card-fields-frame";
import { StripePaymentElement } from "~/components/payments/stripe-element";
import { useHydrated } from "~/components/search/use-hydrated";
import { FormErrors, primaryButton, secondaryButton } from "~/components/ui/fields";
import { formProps, useForm, type FormReply } from "~/components/ui/use-form";
import { flashToast, type Toast } from "~/cookies.server";
import { accountFor } from "~/upstream/account.server";
import {
  allowStripeOnPage,
  isOwnReturn,
  newReturnState,
  sandboxPage,
  stripePages,
  withQuery,
} from "~/routes/payment-pages.server";
import type { Route } from "./+types/cards";

/**
 * The driver's saved cards: the default is chosen first at checkout (spec §4, labelled
 * '(default)' as spec §9 says). A new card is typed only into the payment provider's own page
 * (decisions 025, 032): the sandbox's framed card fields or hosted card page, or Stripe's
 * Payment Element or Checkout in setup mode. The page keeps what that page hands back.
 */

const CARDS_PATH = "/account/cards";
/** Where the state of a trip to the card page is kept: the cards page and its data requests. */
const RETURN_STATE_SCOPE = "/account";

async function backToCards(toast: Toast) {
  return redirect(CARDS_PATH, { headers: { "Set-Cookie": await flashToast(toast) } });
}

/**
 * Back from the provider's page with the card it took (a sandbox token, or Stripe's finished
 * setup): the service keeps it for this account, or says why not, once the return proves this
 * browser opened that page. Null when nothing came back.
 */
async function keepReturnedCard(context: Readonly<RouterContextProvider>, request: Request) {
  const returned = cardReturn.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!returned.success) return null;
  const { token, setup_intent: setupIntent, setup_id: setupId, cancelled } = returned.data;
  const setup = setupIntent ?? setupId;
  const taken = token ? { payment_token: token } : setup ? { setup_id: setup } : null;
  if (!taken && !cancelled) return null;
  if (!(await isOwnReturn(request, returned.data.state))) {
    return backToCards({
      type: "danger",
      title: "No card was added",
      description:
        "This address did not come back from a card page you opened here, so nothing was saved. To add a card, use Add card.",
    });
  }
  if (cancelled || !taken) {
    return backToCards({
      type: "info",
      title: "No card was added",
      description: "You left the card page before the card was saved.",
    });
  }
  const answer = await accountFor(context).saveCard(taken, returned.data.default === "1");
  if (answer.kind === "refused") {
    const reason = answer.fields.payment_token?.[0] ?? answer.message;
    return backToCards({ type: "danger", title: "Your card was not added", description: reason });
  }
  return backToCards({ type: "success", title: `${answer.card.reference} added to your cards` });
}

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const { context, request } = args;
  allowStripeOnPage(context);
  const kept = await keepReturnedCard(context, request);
  if (kept) throw kept;
  const cards = await accountFor(context).cards();
  return {
    cards: cards.map((card) => ({
      id: card.id,
      label: card.label,
      reference: card.reference,
      expires: `${String(card.exp_month).padStart(2, "0")}/${card.exp_year}`,
      default: card.default,
    })),
    stripe: stripePages(context) !== null,
  };
}

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const { context } = args;
  const account = accountFor(context);
  const submission = parseWithZod(await args.request.formData(), { schema: cardForms });
  if (submission.status !== "success") {
    return data({ form: "add" as const, result: submission.reply() }, { status: 400 });
  }
  const request = submission.value;
  if (request.intent === "add-card") {
    const refused = (message: string, status: number) =>
      data(
        { form: "add" as const, result: submission.reply({ formErrors: [message] }) },
        { status },
      );
    const stripe = stripePages(context);
    if (request.token && !stripe) {
      const answer = await account.saveCard({ payment_token: request.token }, request.makeDefault);
      if (answer.kind === "refused") {
        return refused(answer.fields.payment_token?.[0] ?? answer.message, answer.status);
      }
      return backToCards({
        type: "success",
        title: `${answer.card.reference} added to your cards`,
      });
    }
    // To the provider's page, which comes back with the trip's state.
    const trip = await newReturnState(context, RETURN_STATE_SCOPE);
    const tripHeaders = { "Set-Cookie": trip.cookie };
    const returnTo = withQuery(CARDS_PATH, {
      ...(request.makeDefault ? { default: "1" } : {}),
      state: trip.state,
    });
    if (!stripe) {
      return redirectDocument(
        sandboxPage("pages/card", { mode: "hosted", purpose: "save", return_to: returnTo }),
        { headers: tripHeaders },
      );
    }
    const started = await account.setUpCard(request.page, returnTo);
    if (started.kind === "refused") return refused(started.message, started.status);
    const { client_secret: clientSecret, url } = started.setup;
    if (url) return redirectDocument(url, { headers: tripHeaders });
    if (!clientSecret) return refused("Stripe's card page could not be opened. Try again.", 502);
    return data(
      {
        form: "stripe-setup" as const,
        stripeSetup: {
          publishableKey: stripe.publishableKey,
          clientSecret,
          returnUrl: new URL(returnTo, stripe.appUrl).toString(),
        },
      },
      { headers: tripHeaders },
    );
  }
  const answer =
    request.intent === "remove-card"
      ? await account.removeCard(request.card_id)
      : await account.makeDefaultCard(request.card_id);
  if (answer.kind === "refused") {
    return data(
      { form: "list" as const, result: submission.reply({ formErrors: [answer.message] }) },
      { status: answer.status },
    );
  }
  return backToCards({
    type: "success",
    title:
      answer.kind === "removed"
        ? "Card removed"
        : `${answer.card.reference} is now your default card`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Your payment cards | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Adding a card: the sandbox's framed card fields hand the form a token (with JavaScript), or
 * the action sends the driver to the provider's page (without JavaScript, or with Stripe). With
 * Stripe the form is posted as a document, so the page that answers may load Stripe.js.
 */
function AddCard({ lastResult, stripe }: { lastResult: FormReply | undefined; stripe: boolean }) {
  const [form] = useForm({ id: "add-card", lastResult });
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const card = useCardFields(lastResult);
  const sending =
    card.tokenising ||
    (navigation.state === "submitting" && navigation.formData?.get("intent") === "add-card");
  return (
    <Form
      method="post"
      {...formProps(form)}
      reloadDocument={stripe}
      className="space-y-4"
      onSubmit={(event) => {
        if (!stripe) card.askForToken(event);
      }}
    >
      <input type="hidden" name="intent" value="add-card" />
      <FormErrors errors={form.errors} id={form.errorId} focus />
      {stripe ? (
        <>
          <input type="hidden" name="payment_page" value={hydrated ? "embedded" : "hosted"} />
          <p className="text-slate-800">
            {hydrated
              ? "You will enter the card in our payment provider Stripe's secure form next."
              : "You will enter the card on our payment provider Stripe's secure page next."}{" "}
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
              You will enter the card on our payment provider&apos;s secure page next: Parkway never
              sees your card number.
            </p>
          )}
        </>
      )}
      <label className="flex items-center gap-3">
        <input type="checkbox" name="make_default" className="size-5 accent-navy" />
        Make it my default card
      </label>
      <button type="submit" disabled={sending} className={primaryButton}>
        {sending ? "Adding…" : "Add card"}
      </button>
    </Form>
  );
}

export default function Cards({ loaderData, actionData }: Route.ComponentProps) {
  const { cards } = loaderData;
  const listErrors = actionData?.form === "list" ? actionData.result.error?.[""] : undefined;
  return (
    <div className="space-y-10">
      <section aria-labelledby="cards-heading">
        <h2 id="cards-heading" className="mb-3 text-2xl font-bold text-navy">
          Your payment cards
        </h2>
        <div className="mb-3">
          <FormErrors errors={listErrors ?? undefined} id="cards-error" />
        </div>
        {cards.length > 0 ? (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {cards.map((card) => (
              <li key={card.id} className="flex flex-wrap items-center gap-4 p-4">
                <div className="min-w-0 flex-1">
                  <p className="text-lg font-semibold text-slate-900">{card.label}</p>
                  <p className="text-slate-700">Expires {card.expires}</p>
                </div>
                <SavedItemActions
                  idName="card_id"
                  id={card.id}
                  name={card.reference}
                  isDefault={card.default}
                  defaultIntent="make-default-card"
                  removeIntent="remove-card"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-800">
            You have no saved cards. Add one here, or keep the card you pay with when you book.
          </p>
        )}
      </section>
      <section aria-labelledby="add-card-heading" className="max-w-xl">
        <h2 id="add-card-heading" className="mb-3 text-2xl font-bold text-navy">
          Add a card
        </h2>
        <p className="mb-4 text-slate-800">
          We keep only the card&apos;s brand, last four digits and expiry date; the payment provider
          holds the rest.
        </p>
        {actionData?.form === "stripe-setup" ? (
          <StripePaymentElement
            intent={actionData.stripeSetup}
            confirm="setup"
            submitLabel="Save card"
          >
            <Link to={CARDS_PATH} className={secondaryButton}>
              Cancel
            </Link>
          </StripePaymentElement>
        ) : (
          <AddCard
            lastResult={actionData?.form === "add" ? actionData.result : undefined}
            stripe={loaderData.stripe}
          />
        )}
      </section>
    </div>
  );
}
