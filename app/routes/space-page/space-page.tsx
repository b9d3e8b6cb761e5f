import type { SpacePageData } from "~/routes/space-page/space-page.server";
import { AccessInformation } from "~/components/space/access-information";
import { SpaceFacilities } from "~/components/space/facilities";
import { plural } from "~/lib/format";
import { PhotoGallery } from "~/components/space/photo-gallery";
import { BookBar } from "./book-bar";
import { PricePanel } from "./price-panel";
import { ratingText, SpaceReviews } from "./reviews";
import { SeasonPlans } from "~/components/space/season-plans";
import { SpaceJsonLd } from "./space-json-ld";
import { useAnalyticsEvent } from "~/components/layout/analytics-event";

const spaceTypeNames: Record<string, string> = {
  driveway: "Driveway",
  garage: "Garage",
  "car-park": "Car park",
  "parking-bay": "Parking bay",
  "multi-storey": "Multi-storey car park",
};

export function SpacePage({ data }: { data: SpacePageData }) {
  const { space, stay, reviews } = data;
  useAnalyticsEvent(data.viewItem);
  return (
    <>
      <main className="mx-auto max-w-[1400px] px-4 py-6 lg:py-10">
        <header>
          <p className="text-sm font-semibold text-slate-700">
            {spaceTypeNames[space.space_type] ?? "Parking space"} in {space.address.city}
          </p>
          <h1 className="mt-1 text-3xl leading-tight font-bold text-navy md:text-4xl">
            {space.title}
          </h1>
          <p className="mt-2 text-slate-800">
            {space.address.line}, {space.address.city}, {space.address.postcode}
          </p>
          <p className="mt-1 text-slate-800">
            <a href="#reviews" className="text-blue-800 underline hover:text-blue-900">
              {ratingText(space.rating)}
            </a>
          </p>
        </header>

        <PhotoGallery photos={space.photos} />

        <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_400px] lg:items-start">
          <div className="lg:sticky lg:top-[76px] lg:col-start-2 lg:row-start-1">
            <PricePanel data={data} />
          </div>
          <div className="space-y-12 lg:col-start-1 lg:row-start-1">
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="text-2xl font-bold text-navy">
                About this space
              </h2>
              <p className="mt-3 text-slate-800">{space.description}</p>
              <p className="mt-2 text-slate-800">{plural(space.bays.total, "bay")} for booking.</p>
            </section>
            <SpaceFacilities facilities={space.facilities} />
            <AccessInformation space={space} />
            {stay.rental === "long" ? <SeasonPlans space={space} plan={stay.seasonPlan} /> : null}
            {data.closed || !reviews ? null : (
              <SpaceReviews rating={space.rating} reviews={reviews} />
            )}
          </div>
        </div>
        <SpaceJsonLd data={data} />
      </main>
      <BookBar data={data} />
    </>
  );
}
