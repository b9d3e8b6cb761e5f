import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { afterSaving, isReachable, stepHref, stepTitles } from "~/lib/listing-steps";
import type { ListingStepFields, OwnerListing } from "#contract/listings";
import { listingSteps, type ListingStep } from "#contract/vocabulary";
import type { Refusal } from "~/upstream/refusal";
import { listingsFor, type ListingAnswer } from "~/upstream/listings.server";

type StepArgs = {
  request: Request;
  params: { listingId?: string };
  context: Readonly<RouterContextProvider>;
};

/** What every step's page shows around its form: which listing, and where the owner is. */
export type WizardFrame = {
  listingId: number | null;
  title: string;
  status: OwnerListing["status"] | "new";
  step: ListingStep | "progress";
  steps: { step: ListingStep; title: string; done: boolean; reachable: boolean }[];
};

export function wizardFrame(listing: OwnerListing | null, step: WizardFrame["step"]): WizardFrame {
  return {
    listingId: listing?.id ?? null,
    title: listing?.title || "New listing",
    status: listing?.status ?? "new",
    step,
    steps: listingSteps.map((each) => ({
      step: each,
      title: stepTitles[each],
      done: listing?.steps[each] ?? false,
      reachable: listing ? isReachable(listing, each) : each === "address",
    })),
  };
}

export function listingIdFrom(params: StepArgs["params"]): number {
  const id = Number(params.listingId);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/** The refusal as the page's error: 404 for none, the service's message for another owner's. */
export function refusalError(refusal: Refusal): never {
  if (refusal.status === 404) throw data(null, { status: 404 });
  throw data({ message: refusal.message }, { status: refusal.status });
}

/** The signed-in owner's listing that the address names; anyone else's is refused. */
export async function ownerListing({ request, params, context }: StepArgs) {
  requireSignedIn({ request, context });
  const listings = listingsFor(context);
  const id = listingIdFrom(params);
  const answer = await listings.listing(id);
  if (answer.kind === "refused") refusalError(answer);
  return { listing: answer.listing, listings };
}

/**
 * The listing for one of its steps' pages. A draft's step the owner cannot reach yet redirects
 * to the first one still to do, as the service would refuse to save it.
 */
export async function listingForStep(args: StepArgs, step: ListingStep) {
  const found = await ownerListing(args);
  const { listing } = found;
  if (!isReachable(listing, step) && listing.draft_step) {
    throw redirect(stepHref(listing.id, listing.draft_step));
  }
  return found;
}

/** A submission's reply with the service's refusal on the fields it names, the rest above. */
export function replyWithRefusal<Output>(
  submission: Submission<Output>,
  refusal: Refusal,
  fieldNames: readonly string[],
  formFieldOf: Record<string, string> = {},
) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [serviceName, errors] of Object.entries(refusal.fields)) {
    const name = formFieldOf[serviceName] ?? serviceName;
    if (fieldNames.includes(name)) fieldErrors[name] = errors;
    else formErrors.push(...errors);
  }
  if (!Object.keys(fieldErrors).length && !formErrors.length) formErrors.push(refusal.message);
  return data(
    { result: submission.reply({ fieldErrors, formErrors }) },
    { status: refusal.status },
  );
}

/** Where an answer goes: on to the next step when saved, else back to the form in place. */
export function answered<Output>(
  answer: ListingAnswer,
  submission: Submission<Output>,
  step: ListingStep,
  fieldNames: readonly string[],
  formFieldOf: Record<string, string> = {},
) {
  if (answer.kind === "saved") throw redirect(afterSaving(answer.listing, step));
  if (answer.status === 403 || answer.status === 404) refusalError(answer);
  return replyWithRefusal(submission, answer, fieldNames, formFieldOf);
}

/**
 * A step's POST: the form is checked with its schema (a 400 with field errors and nothing
 * sent), the service saves the step, and the owner goes on to the next one.
 */
export async function saveStep<Schema extends z.ZodType, Step extends ListingStep>(
  args: StepArgs,
  step: Step,
  schema: Schema,
  toFields: (value: z.output<Schema>) => ListingStepFields<Step>,
  /** The form's name for a field the service names differently. */
  formFieldOf: Record<string, string> = {},
) {
  requireSignedIn(args);
  const id = listingIdFrom(args.params);
  const submission = parseWithZod(await args.request.formData(), { schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const answer = await listingsFor(args.context).saveStep(id, step, toFields(submission.value));
  const fieldNames = Object.keys(submission.payload);
  return answered(answer, submission, step, fieldNames, formFieldOf);
}
