import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { stepSummary, statusLabels } from "~/components/owner/listing-summary";
import { stepHref } from "~/lib/listing-steps";
import { optionalSteps } from "#contract/vocabulary";
import { wizardMeta, WizardLayout } from "~/routes/list-your-space/wizard-layout";
import { WizardError } from "~/components/owner/wizard-error";
import { flashToast } from "~/cookies.server";
import { listingsFor } from "~/upstream/listings.server";
import type { Route } from "./+types/progress";
import { listingIdFrom, ownerListing, refusalError, wizardFrame } from "./wizard.server";

/**
 * A listing's progress page (spec §2: where the header's button takes an owner with one draft):
 * every step, done or to do, with a link to change it, and 'Publish' once nothing is missing.
 */

export async function loader(args: Route.LoaderArgs) {
  const { listing } = await ownerListing(args);
  const frame = wizardFrame(listing, "progress");
  return {
    frame,
    listing: {
      id: listing.id,
      status: listing.status,
      pagePath: listing.page_path,
      missing: listing.missing,
    },
    steps: frame.steps.map((each) => ({
      ...each,
      optional: optionalSteps.includes(each.step),
      summary: each.done ? stepSummary(listing, each.step) : null,
    })),
  };
}

const publishForm = z.object({ intent: z.literal("publish") });

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  requireSignedIn(args);
  const id = listingIdFrom(params);
  if (!publishForm.safeParse(Object.fromEntries(await request.formData())).success) {
    throw data({ message: "Use the Publish button" }, { status: 400 });
  }
  const answer = await listingsFor(context).publish(id);
  if (answer.kind === "published") {
    return redirect("/account/listings", {
      headers: {
        "Set-Cookie": await flashToast({ type: "success", title: answer.message }),
      },
    });
  }
  if (answer.kind === "incomplete") {
    return data({ message: answer.message, missing: answer.missing }, { status: 409 });
  }
  if (answer.status === 403 || answer.status === 404) refusalError(answer);
  return data({ message: answer.message, missing: [] }, { status: answer.status });
}

export const meta: Route.MetaFunction = () => wizardMeta("Your listing");

export default function ProgressPage({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, listing, steps } = loaderData;
  const navigation = useNavigation();
  const publishing = navigation.state === "submitting" && navigation.formMethod === "POST";
  const refusedSteps = new Set(actionData?.missing ?? []);
  const draft = listing.status === "draft";
  const ready = draft && listing.missing.length === 0;
  return (
    <WizardLayout
      frame={frame}
      heading={draft ? "Your listing so far" : "Your listing"}
      intro={
        draft ? (
          ready ? (
            "Everything drivers need is here. Check it over, then publish."
          ) : (
            "Your draft is saved. Finish the steps still to do, then publish it."
          )
        ) : (
          <>
            Status: <strong>{statusLabels[listing.status]}</strong>. Changes you save here show on
            your space&apos;s page straight away.
          </>
        )
      }
    >
      {actionData?.message ? (
        <div
          role="alert"
          className="mb-6 rounded-md border border-danger bg-danger-50 p-3 text-danger"
        >
          <p className="font-medium">{actionData.message}</p>
        </div>
      ) : null}
      <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {steps.map(({ step, title, done, reachable, optional, summary }, index) => {
          const refused = refusedSteps.has(step);
          return (
            <li key={step} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold text-slate-900">
                  {index + 1}. {title}{" "}
                  <span
                    className={
                      done
                        ? "ml-1 rounded bg-mint/30 px-2 py-0.5 text-sm font-medium text-mint-700"
                        : "ml-1 rounded bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-700"
                    }
                  >
                    {done ? "Done" : optional ? "Optional" : "To do"}
                  </span>
                </h2>
                {summary ? <p className="mt-1 break-words text-slate-700">{summary}</p> : null}
                {refused ? (
                  <p className="mt-1 font-medium text-danger">
                    This step is needed before you can publish.
                  </p>
                ) : null}
              </div>
              {reachable ? (
                <Link
                  to={stepHref(listing.id, step)}
                  aria-label={`${done ? "Change" : "Start"} ${title.toLowerCase()}`}
                  className="font-semibold text-blue-800 underline hover:text-blue-900"
                >
                  {done ? "Change" : "Start"}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        {draft && !ready ? (
          <p className="w-full text-slate-700">
            You can publish once these are done:{" "}
            {steps
              .filter(({ step }) => listing.missing.includes(step))
              .map(({ title }) => title.toLowerCase())
              .join(", ")}
            .
          </p>
        ) : null}
        {ready ? (
          <Form method="post">
            <input type="hidden" name="intent" value="publish" />
            <button
              type="submit"
              disabled={publishing}
              className="rounded-md bg-mint px-6 py-3 text-lg font-semibold text-navy hover:bg-mint-600 hover:text-white disabled:opacity-70"
            >
              {publishing ? "Publishing…" : "Publish"}
            </button>
          </Form>
        ) : null}
        {listing.pagePath ? (
          <Link to={listing.pagePath} className="font-semibold text-blue-800 underline">
            View your space&apos;s page
          </Link>
        ) : null}
        <Link to="/account/listings" className="font-semibold text-blue-800 underline">
          All your listings
        </Link>
      </div>
    </WizardLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WizardError error={error} />;
}
