import { afterYourStay } from "./after-your-stay";
import { airportParking } from "./airport-parking";
import { arrivingAndParking } from "./arriving-and-parking";
import { bookingParking } from "./booking-parking";
import { cancellationsAndRefunds } from "./cancellations-and-refunds";
import { contactingUs } from "./contacting-us";
import { electricVehicles } from "./electric-vehicles";
import { gettingPaid } from "./getting-paid";
import { listingYourSpace } from "./listing-your-space";
import { managingYourListing } from "./managing-your-listing";
import { parkingFines } from "./parking-fines";
import { pricesAndFees } from "./prices-and-fees";
import { privacyAndCookies } from "./privacy-and-cookies";
import { responsibilitiesAndPermissions } from "./responsibilities-and-permissions";
import type { HelpSectionContent } from "./types";
import { yourAccount } from "./your-account";

export { helpCategories } from "./categories";

/** Sections in reading order within their category. */
export const helpSections: HelpSectionContent[] = [
  bookingParking,
  airportParking,
  arrivingAndParking,
  electricVehicles,
  parkingFines,
  afterYourStay,
  listingYourSpace,
  managingYourListing,
  gettingPaid,
  responsibilitiesAndPermissions,
  pricesAndFees,
  cancellationsAndRefunds,
  yourAccount,
  privacyAndCookies,
  contactingUs,
];
