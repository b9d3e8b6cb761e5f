import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { addCardFields, CARD_SECRETS, cardForms } from "~/components/account/forms";
import { SavedItemActions } from "~/components/account/saved-item-actions";
import { CardFields } from "~/components/booking/card-fields";
import { FormErrors, primaryButton } from "~/components/ui/fields";
import { flashToast } from "~/cookies.server";
import { accountFor } from "~/upstream/account.server";
import type { Route } from "./+types/cards";

/**
 * The driver's saved cards: the default is chosen first at checkout (spec §4, labelled
 * '(default)' as spec §9 says). A new card is turned into a token exactly as the payment step
 * does; its number and security code are never kept, logged or sent back to the page.
 */

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const cards = await accountFor(args.context).cards();
  return {
    cards: cards.map((card) => ({
      id: card.id,
      label: card.label,
      reference: card.reference,
      expires: `${String(card.exp_month).padStart(2, "0")}/${card.exp_year}`,
      default: card.default,
    })),
  };
}

/** The tokeniser's field names, as the form's. */
const cardFieldNames: Record<string, string> = {
  number: "card_number",
  exp_month: "card_expiry",
  exp_year: "card_expiry",
  cvc: "card_cvc",
  payment_token: "card_number",
};

function cardFieldErrors(fields: Record<string, string[]>) {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const name = cardFieldNames[field];
    if (name) errors[name] = [...(errors[name] ?? []), ...messages];
  }
  return errors;
}

async function saved(title: string) {
  return redirect("/account/cards", {
    headers: { "Set-Cookie": await flashToast({ type: "success", title }) },
  });
}

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const account = accountFor(args.context);
  const submission = parseWithZod(await args.request.formData(), { schema: cardForms });
  if (submission.status !== "success") {
    return data(
      { form: "add" as const, result: submission.reply({ hideFields: CARD_SECRETS }) },
      { status: 400 },
    );
  }
  const request = submission.value;
  if (request.intent === "add-card") {
    const answer = await account.addCard(request.card, request.makeDefault);
    if (answer.kind === "refused") {
      const fieldErrors = cardFieldErrors(answer.fields);
      return data(
        {
          form: "add" as const,
          result: submission.reply({
            ...(Object.keys(fieldErrors).length > 0
              ? { fieldErrors }
              : { formErrors: [answer.message] }),
            hideFields: CARD_SECRETS,
          }),
        },
        { status: answer.status },
      );
    }
    return saved(`${answer.card.reference} added to your cards`);
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
  return saved(
    answer.kind === "removed"
      ? "Card removed"
      : `${answer.card.reference} is now your default card`,
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Your payment cards | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

function AddCard({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: "add-card",
    lastResult,
    constraint: getZodConstraint(addCardFields),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cardForms }),
  });
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "add-card";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <CardFields fields={fields} />
      <label className="flex items-center gap-3">
        <input type="checkbox" name="make_default" className="size-5 accent-navy" />
        Make it my default card
      </label>
      <button
        type="submit"
        name="intent"
        value="add-card"
        disabled={sending}
        className={primaryButton}
      >
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
        <AddCard lastResult={actionData?.form === "add" ? actionData.result : undefined} />
      </section>
    </div>
  );
}
