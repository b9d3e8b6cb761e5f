import { useNonce } from "~/lib/nonce";
import type { SpacePageData } from "~/routes/space-page/space-page.server";
import { rentalLabels } from "~/lib/search-options";

const countries = { GBR: "GB", IRL: "IE" } as const;
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function openingHours(access: SpacePageData["space"]["access"]) {
  if (access.open_all_hours) {
    return [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: WEEKDAYS,
        opens: "00:00",
        closes: "23:59",
      },
    ];
  }
  return access.hours.map((hours) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: WEEKDAYS[hours.weekday],
    opens: hours.opens_at.slice(0, 5),
    closes: hours.closes_at.slice(0, 5),
  }));
}

function amenities(facilities: SpacePageData["space"]["facilities"]) {
  const feature = (name: string, value: boolean | string) => ({
    "@type": "LocationFeatureSpecification",
    name,
    value,
  });
  return [
    feature("Covered", facilities.covered),
    feature("CCTV", facilities.cctv),
    feature("Gated", facilities.gated),
    feature("Lit at night", facilities.lit),
    feature("Step-free access", facilities.step_free),
    ...(facilities.height_limit_cm === null
      ? []
      : [feature("Height limit", `${(facilities.height_limit_cm / 100).toFixed(2)} m`)]),
    ...facilities.ev_connectors.map((connector) => feature(`EV charging: ${connector}`, true)),
  ];
}

/**
 * schema.org data for search engines: the space as a ParkingFacility with its rating, and the
 * offer for the period on the page. Place has no `offers`, so the Offer names the facility
 * through `availableAtOrFrom`.
 */
export function spaceJsonLd(data: SpacePageData) {
  const { space, price, availability, pageUrl, siteUrl, stay, bookHref } = data;
  const facilityId = `${pageUrl}#space`;
  const facility = {
    "@type": "ParkingFacility",
    "@id": facilityId,
    name: space.title,
    description: space.description,
    url: pageUrl,
    image: space.photos.map((photo) => new URL(photo.url, siteUrl).toString()),
    address: {
      "@type": "PostalAddress",
      streetAddress: space.address.line,
      addressLocality: space.address.city,
      postalCode: space.address.postcode,
      addressCountry: countries[space.address.country],
    },
    geo: { "@type": "GeoCoordinates", latitude: space.lat, longitude: space.lng },
    amenityFeature: amenities(space.facilities),
    openingHoursSpecification: openingHours(space.access),
    ...(space.rating.count > 0 && space.rating.average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(space.rating.average.toFixed(2)),
            reviewCount: space.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const graph: object[] = [facility];
  if (price.kind !== "unpriced") {
    const monthly = price.kind === "monthly";
    graph.push({
      "@type": "Offer",
      name: `${rentalLabels[stay.rental]} parking at ${space.title}`,
      url: bookHref ? new URL(bookHref, siteUrl).toString() : pageUrl,
      price: (monthly ? price.perMonth : price.total).toFixed(2),
      priceCurrency: space.currency.value,
      availability: availability?.available
        ? "https://schema.org/InStock"
        : "https://schema.org/SoldOut",
      availableAtOrFrom: { "@id": facilityId },
      itemOffered: {
        "@type": "Service",
        serviceType: `${rentalLabels[stay.rental]} parking`,
        name: `${rentalLabels[stay.rental]} parking at ${space.title}`,
      },
      ...(monthly
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: price.perMonth.toFixed(2),
              priceCurrency: space.currency.value,
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
            },
          }
        : {}),
    });
  }
  return { "@context": "https://schema.org", "@graph": graph };
}

/** Inline data carries the page's CSP nonce, as every inline script does; `<` is escaped. */
export function SpaceJsonLd({ data }: { data: SpacePageData }) {
  const nonce = useNonce();
  const json = JSON.stringify(spaceJsonLd(data)).replace(/</g, "\\u003c");
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
  );
}
