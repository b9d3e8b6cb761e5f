import { useState } from "react";
import { Form, Link } from "react-router";
import { rentals, type Rental } from "#contract/vocabulary";
import { StayFields } from "~/components/search/stay-fields";
import type { StayFieldValues } from "~/lib/stay";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { FaqList } from "~/components/content/faq-list";
import { formatMoney, formatRating } from "~/lib/format";
import { formatDistance } from "~/lib/lengths";
import { StaticMap } from "~/components/search/static-map";
import type { SpaceCard } from "~/components/search/types";
import { landingFaqs, landingHeading, landingIntro } from "~/content/location-copy";
import { locationCategories } from "~/content/locations";
import type { LocationFacts } from "~/lib/location-facts";
import { dayFormat, timeOfDayFormat } from "~/lib/moment-formats";
import type { LandingPageData } from "~/routes/locations/landing.server";

const MAP_REACH = { x: 512, y: 256 };

function money(price: LocationFacts["fromHourly"]) {
  return price ? formatMoney(price.value, price.currency) : null;
}

function spacesWithin(facts: LocationFacts) {
  const { count, more } = facts.withinOneKm;
  return `${count}${more ? "+" : ""} ${count === 1 && !more ? "space" : "spaces"}`;
}

function Fact({ value, label }: { value: string; label: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-navy">{value}</dd>
    </div>
  );
}

function SpaceItem({ space }: { space: SpaceCard }) {
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <img
        src={space.photo}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        decoding="async"
        className="h-18 w-24 shrink-0 rounded object-cover"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          <Link to={space.href} className="text-blue-800 underline hover:no-underline">
            {space.title}
          </Link>
        </h3>
        <p className="truncate text-sm text-slate-700">{space.address}</p>
        <p className="text-sm text-slate-700">
          {formatDistance(space.distanceMetres)} away
          {space.rating.average !== null && space.rating.count > 0
            ? ` · ★ ${formatRating(space.rating.average)} (${space.rating.count})`
            : ""}
        </p>
      </div>
      <p className="shrink-0 text-right">
        {space.price ? (
          <>
            <span className="block text-lg font-bold text-slate-900">
              {formatMoney(space.price.value, space.price.currency)}
            </span>
            <span className="block text-xs text-slate-700">
              {space.available ? "fee included" : "fully booked"}
            </span>
          </>
        ) : (
          <span className="text-sm text-slate-700">Not offered then</span>
        )}
      </p>
    </li>
  );
}

export function LandingPage({ data }: { data: LandingPageData }) {
  const { page, category, city, place, stay, stayDefaults, spaces, facts } = data;
  const fromSample = money(facts.fromHourly);
  const fromMonthly = money(facts.fromMonthly);
  const heading = landingHeading(category.key, page.title);
  const faqs = landingFaqs(category.key, {
    name: page.title,
    fromSample: fromSample && `${fromSample} for ${stay.label}`,
    fromMonthly: fromMonthly && `${fromMonthly} a month`,
    withinOneKm: spacesWithin(facts),
    nearest: facts.nearestMetres === null ? null : formatDistance(facts.nearestMetres),
    secure: data.nearby.secure,
    withCharging: data.nearby.withCharging,
    found: data.nearby.searched,
  });
  const start = new Date(stay.start);
  const siblings = (
    locationCategories.find((each) => each.key === category.key)?.locations ?? []
  ).filter((link) => link.to !== page.to);
  const searchRental: Rental = stay.rental === "airport" ? "airport" : "short";

  return (
    <main className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <Breadcrumbs crumbs={[city ?? category, { title: page.title, to: page.to }]} />
      <header className="space-y-4">
        <h1 className="text-3xl font-bold text-navy sm:text-4xl">{heading}</h1>
        <p className="max-w-3xl text-lg text-slate-700">{landingIntro(category.key, page.title)}</p>
        <SearchNear
          place={place}
          title={page.title}
          rental={searchRental}
          defaults={stayDefaults}
        />
      </header>

      <section aria-labelledby="facts-title">
        <h2 id="facts-title" className="sr-only">
          Parking near {page.title} at a glance
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Fact label={`From, for ${stay.label}`} value={fromSample ?? "No prices yet"} />
          <Fact label="Monthly from" value={fromMonthly ?? "None nearby"} />
          <Fact label="Within 1 km" value={spacesWithin(facts)} />
          <Fact
            label="Drivers' rating"
            value={
              facts.rating
                ? `★ ${formatRating(facts.rating.average)} (${facts.rating.count})`
                : "No reviews yet"
            }
          />
        </dl>
      </section>

      <section aria-labelledby="spaces-title" className="space-y-3">
        <h2 id="spaces-title" className="text-2xl font-bold text-navy">
          Spaces near {page.title}
        </h2>
        <p className="text-slate-700">
          Live prices for {stay.label} from {timeOfDayFormat.format(start)} on{" "}
          {dayFormat.format(start)}, service fee included. Choose a space to change the dates.
        </p>
        {spaces.length > 0 ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <ul className="space-y-3">
              {spaces.map((space) => (
                <SpaceItem key={space.id} space={space} />
              ))}
            </ul>
            <div
              role="region"
              aria-label={`Map of the ${spaces.length} spaces nearest ${page.title}`}
              className="relative h-80 overflow-hidden rounded-lg border border-slate-200 lg:h-auto lg:min-h-80"
            >
              <StaticMap
                layout={data.map}
                reach={MAP_REACH}
                spaces={spaces}
                tiles={data.tiles}
                activeId={null}
              />
            </div>
          </div>
        ) : (
          <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800">
            No spaces are listed near {page.title} yet.{" "}
            <Link to="/list-your-space" className="font-semibold text-blue-800 underline">
              List your space for free
            </Link>{" "}
            if you have one nearby.
          </p>
        )}
        <p>
          <Link
            to={`/search?${new URLSearchParams({ q: place.name, lat: String(place.lat), lng: String(place.lng), rental: searchRental })}`}
            className="font-semibold text-blue-800 underline"
          >
            See every space near {page.title}
          </Link>
        </p>
      </section>

      <FaqList faqs={faqs} />

      {siblings.length > 0 ? (
        <nav aria-labelledby="more-places-title" className="space-y-3">
          <h2 id="more-places-title" className="text-2xl font-bold text-navy">
            More {category.listTitle}
          </h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {siblings.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-blue-800 underline hover:no-underline">
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to={category.to} className="font-semibold text-blue-800 underline">
              All {category.listTitle}
            </Link>
          </p>
        </nav>
      ) : null}
    </main>
  );
}

const inputClass =
  "mt-1 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900";

/** A search near the page's place, for the driver's own stay, at the place's point. */
function SearchNear({
  place,
  title,
  rental: initialRental,
  defaults,
}: {
  place: { name: string; lat: number; lng: number };
  title: string;
  rental: Rental;
  defaults: Record<Rental, StayFieldValues>;
}) {
  const [rental, setRental] = useState(initialRental);
  return (
    <Form
      method="get"
      action="/search"
      className="group/criteria grid max-w-3xl gap-3 sm:grid-cols-2 lg:grid-cols-[auto_1fr_1fr_auto] lg:items-end"
      aria-label={`Search parking near ${title}`}
    >
      <input type="hidden" name="lat" value={place.lat} />
      <input type="hidden" name="lng" value={place.lng} />
      <input type="hidden" name="q" value={place.name} />
      <label className="flex flex-col text-sm font-medium text-slate-900">
        Parking
        <select
          name="rental"
          value={rental}
          onChange={(event) => setRental(event.currentTarget.value as Rental)}
          className="mt-1 rounded-md border border-slate-500 bg-white px-3 py-2"
        >
          {rentals.map((choice) => (
            <option key={choice} value={choice}>
              {rentalChoices[choice]}
            </option>
          ))}
        </select>
      </label>
      <StayFields
        rental={rental}
        defaults={defaults}
        chosen={{}}
        stayError={null}
        inputClass={inputClass}
      />
      <button
        type="submit"
        className="min-h-11 rounded-md bg-navy px-5 py-2.5 font-semibold text-white hover:bg-navy-700 sm:col-span-2 lg:col-span-1"
      >
        Find parking near {title}
      </button>
    </Form>
  );
}

const rentalChoices: Record<Rental, string> = {
  short: "Hourly or daily",
  long: "Monthly",
  airport: "Airport",
};
