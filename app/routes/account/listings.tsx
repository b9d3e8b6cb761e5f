import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { secondaryButton } from "~/components/ui/fields";
import { addressSummary, statusLabels } from "~/components/owner/listing-summary";
import { formatMoney } from "~/lib/format";
import { stepHref } from "~/lib/listing-steps";
import { flashToast } from "~/cookies.server";
import { listingStatusChanges, type OwnerListing } from "#contract/listings";
import { listingsFor } from "~/upstream/listings.server";
import type { Route } from "./+types/listings";

/**
 * The owner's listings (spec §4 space listing: enable, disable, remove): each with its status,
 * bookings that have not ended and earnings so far. Every control is a form post; removing is
 * confirmed first, on this page at ?confirm-remove={id}, so it works without JavaScript.
 */

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  const listings = await listingsFor(args.context).mine();
  const confirming = Number(args.url.searchParams.get("confirm-remove"));
  return {
    listings: listings.map((listing) => ({
      id: listing.id,
      title: listing.title || "Untitled draft",
      status: listing.status,
      address: addressSummary(listing),
      pagePath: listing.status === "active" ? listing.page_path : null,
      activeBookings: listing.active_bookings_count,
      earnings: formatMoney(listing.earnings.amount, listing.earnings.currency),
    })),
    confirmRemove: listings.some((listing) => listing.id === confirming) ? confirming : null,
  };
}

const listingAction = z.object({
  intent: z.enum(listingStatusChanges),
  listing_id: z.coerce.number().int().positive(),
});

const done = {
  enable: "Your space is live again",
  disable: "Your space is hidden from search",
  remove: "Your space has been removed",
} as const;

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const form = listingAction.safeParse(Object.fromEntries(await args.request.formData()));
  if (!form.success) {
    return data({ listingId: null, message: "Choose a listing and what to do with it." }, 400);
  }
  const { intent, listing_id } = form.data;
  const answer = await listingsFor(args.context).changeStatus(listing_id, intent);
  if (answer.kind === "refused") {
    return data({ listingId: listing_id, message: answer.message }, { status: answer.status });
  }
  return redirect("/account/listings", {
    headers: {
      "Set-Cookie": await flashToast({
        type: "success",
        title: done[intent],
        description: answer.message,
      }),
    },
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Your listings | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

type ListingCard = Route.ComponentProps["loaderData"]["listings"][number];

const statusStyles: Record<OwnerListing["status"], string> = {
  draft: "bg-slate-100 text-slate-800",
  active: "bg-mint/30 text-mint-700",
  disabled: "bg-amber-100 text-amber-900",
};

function StatusButton({
  listing,
  intent,
  label,
}: {
  listing: ListingCard;
  intent: "enable" | "disable" | "remove";
  label: string;
}) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("listing_id") === String(listing.id) &&
    navigation.formData.get("intent") === intent;
  return (
    <Form method="post" action="/account/listings">
      <input type="hidden" name="listing_id" value={listing.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={sending}
        className={
          intent === "remove"
            ? "rounded-md bg-danger px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            : secondaryButton
        }
      >
        {sending ? "Saving…" : label}
        <span className="sr-only"> {listing.title}</span>
      </button>
    </Form>
  );
}

function ConfirmRemove({ listing }: { listing: ListingCard }) {
  return (
    <div
      role="group"
      aria-labelledby={`confirm-remove-${listing.id}`}
      className="mt-4 rounded-md border border-danger bg-danger-50 p-4"
    >
      <p id={`confirm-remove-${listing.id}`} className="font-semibold text-slate-900">
        Remove {listing.title} for good?
      </p>
      <p className="mt-1 text-slate-800">
        Drivers will no longer find it, and this cannot be undone. To stop bookings for a while,
        hide it from search instead.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <StatusButton listing={listing} intent="remove" label="Yes, remove it" />
        <Link to="/account/listings" className="font-semibold text-blue-800 underline">
          Keep it
        </Link>
      </div>
    </div>
  );
}

function ListingItem({
  listing,
  confirming,
  refusal,
}: {
  listing: ListingCard;
  confirming: boolean;
  refusal: string | null;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">{listing.title}</h3>
          <p className="text-slate-700">{listing.address}</p>
        </div>
        <span
          className={`rounded px-2 py-0.5 text-sm font-semibold ${statusStyles[listing.status]}`}
        >
          {statusLabels[listing.status]}
        </span>
      </div>
      {listing.status !== "draft" ? (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:max-w-md">
          <div>
            <dt className="text-sm text-slate-700">Active bookings</dt>
            <dd className="text-xl font-bold text-navy">{listing.activeBookings}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">Earnings so far</dt>
            <dd className="text-xl font-bold text-navy">{listing.earnings}</dd>
          </div>
        </dl>
      ) : null}
      {refusal ? (
        <p
          role="alert"
          className="mt-3 rounded-md border border-danger bg-danger-50 p-3 font-medium text-danger"
        >
          {refusal}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {listing.status === "draft" ? (
          <Link
            to={stepHref(listing.id, "progress")}
            className="rounded-md bg-mint px-4 py-2 font-semibold text-navy hover:bg-mint-600 hover:text-white"
          >
            Continue<span className="sr-only"> {listing.title}</span>
          </Link>
        ) : (
          <Link
            to={stepHref(listing.id, "progress")}
            className="font-semibold text-blue-800 underline"
          >
            Edit<span className="sr-only"> {listing.title}</span>
          </Link>
        )}
        {listing.status === "draft" ? null : (
          <Link
            to={`/account/listings/${listing.id}/bookings`}
            className="font-semibold text-blue-800 underline"
          >
            Bookings<span className="sr-only"> of {listing.title}</span>
          </Link>
        )}
        {listing.pagePath ? (
          <Link to={listing.pagePath} className="font-semibold text-blue-800 underline">
            View page<span className="sr-only"> of {listing.title}</span>
          </Link>
        ) : null}
        {listing.status === "active" ? (
          <StatusButton listing={listing} intent="disable" label="Hide from search" />
        ) : null}
        {listing.status === "disabled" ? (
          <StatusButton listing={listing} intent="enable" label="Put back in search" />
        ) : null}
        {confirming ? null : (
          <Link
            to={`?confirm-remove=${listing.id}`}
            preventScrollReset
            className="font-semibold text-danger underline"
          >
            Remove<span className="sr-only"> {listing.title}</span>
          </Link>
        )}
      </div>
      {confirming ? <ConfirmRemove listing={listing} /> : null}
    </li>
  );
}

export default function Listings({ loaderData, actionData }: Route.ComponentProps) {
  const { listings, confirmRemove } = loaderData;
  const refusedId = actionData?.listingId ?? null;
  const shownBeside = listings.some((listing) => listing.id === refusedId);
  return (
    <section aria-labelledby="listings-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="listings-heading" className="text-2xl font-bold text-navy">
          Your listings
        </h2>
        <Link to="/list-your-space/new" className="font-semibold text-blue-800 underline">
          List another space
        </Link>
      </div>
      {actionData && !shownBeside ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-danger bg-danger-50 p-3 font-medium text-danger"
        >
          {actionData.message}
        </p>
      ) : null}
      {listings.length ? (
        <ul className="space-y-4">
          {listings.map((listing) => (
            <ListingItem
              key={listing.id}
              listing={listing}
              confirming={confirmRemove === listing.id}
              refusal={refusedId === listing.id ? (actionData?.message ?? null) : null}
            />
          ))}
        </ul>
      ) : (
        <div className="rounded-lg border border-slate-200 p-6">
          <p className="text-slate-800">You have not listed a space yet.</p>
          <Link
            to="/list-your-space"
            className="mt-3 inline-block rounded-md bg-mint px-5 py-2 font-semibold text-navy hover:bg-mint-600 hover:text-white"
          >
            List your space for free
          </Link>
        </div>
      )}
    </section>
  );
}
