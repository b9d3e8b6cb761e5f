import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { AddressStep, type AddressDefaults } from "~/routes/list-your-space/address-step";
import { addressForm, type AddressForm } from "~/components/owner/forms";
import { stepHref } from "~/lib/listing-steps";
import { wizardMeta, WizardLayout } from "~/routes/list-your-space/wizard-layout";
import { WizardError } from "~/components/owner/wizard-error";
import { hostContext } from "~/upstream/context";
import { listingsFor } from "~/upstream/listings.server";
import { searchFor } from "~/upstream/search.server";
import type { Route } from "./+types/address";
import {
  answered,
  listingIdFrom,
  ownerListing,
  replyWithRefusal,
  wizardFrame,
} from "./wizard.server";

/**
 * The wizard's first step, at /list-your-space/new (which starts the draft) and at
 * /list-your-space/{id}/address (which changes it). The point comes from the owner's pin, else
 * the area chosen from the look-up, else the postcode as the gazetteer knows it.
 */

const fieldNames = ["address_line", "city", "postcode", "country", "lat", "lng", "place"];

export async function loader(args: Route.LoaderArgs) {
  const { params, url, context } = args;
  const { config, market } = context.get(hostContext);
  const found = params.listingId ? (await ownerListing(args)).listing : null;
  if (!found) requireSignedIn(args);
  const find = (url.searchParams.get("find") ?? "").trim().slice(0, 100);
  const matches =
    find.length >= 2
      ? (await searchFor(context).suggestPlaces(find)).map(({ id, label, lat, lng }) => ({
          id,
          label,
          lat,
          lng,
        }))
      : null;
  const defaults: AddressDefaults = found
    ? { ...found.address, address_line: found.address.line }
    : {
        address_line: "",
        city: "",
        postcode: "",
        country: market,
        lat: null,
        lng: null,
        place_id: null,
      };
  return {
    frame: wizardFrame(found, "address"),
    constraint: getZodConstraint(addressForm),
    defaults,
    find,
    matches,
    tiles: config.mapTiles ?? null,
  };
}

/** The address as the service takes it, at the owner's point, or null when none is known. */
async function located(address: AddressForm, context: Route.ActionArgs["context"]) {
  const { place } = address;
  let point =
    address.lat !== undefined && address.lng !== undefined
      ? { lat: address.lat, lng: address.lng }
      : place
        ? { lat: place.lat, lng: place.lng }
        : null;
  if (!point) {
    const [match] = await searchFor(context).suggestPlaces(address.postcode, 1);
    point = match ? { lat: match.lat, lng: match.lng } : null;
  }
  if (!point) return null;
  const placeId = place?.id ?? address.place_id;
  return {
    address_line: address.address_line,
    city: address.city,
    postcode: address.postcode,
    country: address.country,
    ...point,
    ...(placeId ? { place_id: placeId } : {}),
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  requireSignedIn(args);
  const submission = parseWithZod(await request.formData(), { schema: addressForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const fields = await located(submission.value, context);
  if (!fields) {
    return data(
      {
        result: submission.reply({
          fieldErrors: {
            postcode: [
              "We could not find this postcode on the map. Find your area above, or place the pin on the map.",
            ],
          },
        }),
      },
      { status: 400 },
    );
  }
  const listings = listingsFor(context);
  if (!params.listingId) {
    const answer = await listings.start(fields);
    if (answer.kind === "saved") return redirect(stepHref(answer.listing.id, "space"));
    return replyWithRefusal(submission, answer, fieldNames);
  }
  const answer = await listings.saveStep(listingIdFrom(params), "address", fields);
  return answered(answer, submission, "address", fieldNames);
}

export const meta: Route.MetaFunction = () => wizardMeta("Where is your space?");

export default function AddressRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WizardLayout
      frame={loaderData.frame}
      heading="Where is your space?"
      intro="Drivers see the street and town before they book, and the full address once they have."
    >
      <AddressStep
        key={loaderData.find}
        defaults={loaderData.defaults}
        find={loaderData.find}
        matches={loaderData.matches}
        tiles={loaderData.tiles}
        lastResult={actionData?.result}
        constraint={loaderData.constraint}
      />
    </WizardLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WizardError error={error} />;
}
