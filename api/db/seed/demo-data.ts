import { hash } from "@node-rs/argon2";
import { count, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../client";
import { listings, places } from "../schema";
import { seededRandom, type SeededRandom } from "../../domain/random";
import { arrangementFee, serviceFee } from "../../domain/fees";
import { monthOf, previousMonth, startOfMonth } from "../../domain/payouts";
import { createSandboxPaymentProvider } from "../../payments/sandbox";
import { currencyOfCountry, keepPayoutAccount, ukAccountChecks } from "../../payouts/accounts";
import { runPayouts } from "../../payouts/payout-run";
import { createSandboxPayoutProvider } from "../../payouts/sandbox";
import { bankAccountSchema } from "#contract/payouts";
import {
  demoBookingValue,
  demoListing,
  demoPerson,
  type Anchor,
  type DemoListing,
} from "./factories";

/** Accounts a newcomer can sign in with on the embedded database (see the README). */
export const demoAccounts = {
  driver: { email: "demo.driver@parkway.example", password: "park-and-ride-2026" },
  owner: { email: "demo.owner@parkway.example", password: "park-and-ride-2026" },
} as const;

/**
 * Where the demo owner is paid, for their UK and their Irish spaces: Vocalink's own example of
 * details that pass the modulus check, and the IBAN standard's Irish example.
 */
export const demoOwnerBankAccounts = [
  { country: "GB", holder_name: "Olu Adeyemi", sort_code: "10-79-99", account_number: "88837491" },
  { country: "IE", holder_name: "Olu Adeyemi", iban: "IE29AIBK93115212345678" },
] as const;

const BATCH = 5_000;
const LISTINGS_PER_OWNER = 4;
const LISTINGS_PER_DRIVER = 8;

type Report = string[];

const idRow = z.object({ id: z.coerce.number(), key: z.string() });
const uuidRow = z.object({ id: z.uuid() });

function rowsOf(result: unknown): unknown[] {
  const parsed = z.object({ rows: z.array(z.unknown()) }).parse(result);
  return parsed.rows;
}

function inBatches<T>(items: readonly T[], size = BATCH): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    batches.push(items.slice(start, start + size));
  return batches;
}

/**
 * Places listings gather around: every landing page first, then towns by population. A large
 * seed reaches smaller towns too, as a real marketplace does.
 */
async function loadAnchors(db: Db, spaces: number): Promise<Array<Anchor & { weight: number }>> {
  const minimumPopulation = spaces > 20_000 ? 5_000 : 40_000;
  const rows = await db
    .select({
      kind: places.kind,
      name: places.name,
      lat: places.lat,
      lng: places.lng,
      country: places.country,
      code: places.code,
      region: places.region,
      landingPath: places.landingPath,
      population: places.population,
    })
    .from(places)
    .where(
      sql`${places.landingPath} is not null
        or (${places.kind} in ('city', 'town') and coalesce(${places.population}, 0) >= ${minimumPopulation})
        or ${places.kind} = 'airport'`,
    );
  return rows.map((row) => ({
    ...row,
    weight: anchorWeight(row),
  }));
}

/** Landing pages first, then every city (so a search for any city finds spaces), airports, towns. */
function anchorWeight(place: {
  kind: string;
  landingPath: string | null;
  population: number | null;
}) {
  if (place.landingPath) return 40;
  if (place.kind === "city") return 20;
  if (place.kind === "airport") return 8;
  return Math.sqrt(place.population ?? 0) / 60;
}

function weightedPicker<T extends { weight: number }>(items: T[]) {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += item.weight;
    cumulative.push(total);
  }
  return (roll: number): T => {
    const target = roll * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    const item = items[low];
    if (!item) throw new RangeError("No anchors to pick from");
    return item;
  };
}

async function insertUsers(
  db: Db,
  people: Array<{ email: string; firstName: string; lastName: string; scopes: string }>,
  passwordHash: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const batch of inBatches(people)) {
    const result = await db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, scopes)
      select email, ${passwordHash}, first_name, last_name, string_to_array(scopes, ',')
      from unnest(${sql.param(batch.map((p) => p.email))}::text[],
                  ${sql.param(batch.map((p) => p.firstName))}::text[],
                  ${sql.param(batch.map((p) => p.lastName))}::text[],
                  ${sql.param(batch.map((p) => p.scopes))}::text[])
        as u(email, first_name, last_name, scopes)
      returning id`);
    ids.push(...rowsOf(result).map((row) => uuidRow.parse(row).id));
  }
  return ids;
}

async function insertListings(
  db: Db,
  demo: Array<DemoListing & { ownerId: string; postcode: string }>,
  publishedAt: Date,
) {
  const ids = new Map<string, number>();
  for (const batch of inBatches(demo)) {
    const column = <T>(pick: (listing: (typeof batch)[number]) => T) => sql.param(batch.map(pick));
    const result = await db.execute(sql`
      insert into listings (owner_id, status, title, description, space_type, address_line, city,
        postcode, country, currency, lat, lng, city_slug, district_slug, slug, offers_hourly, offers_monthly,
        airport_code, hourly_price_minor, daily_price_minor, covered, cctv, gated, lit, step_free,
        height_limit_cm, length_limit_cm, ev_connectors, ev_charger_kw, access_instructions, published_at)
      select owner_id, 'active', title, description, space_type, address_line, city, postcode, country,
        currency, lat, lng, city_slug, district_slug, slug, offers_hourly, offers_monthly,
        airport_code, hourly, daily, covered, cctv, gated, lit, step_free, height_limit_cm,
        length_limit_cm, coalesce(string_to_array(nullif(ev, ''), ','), '{}'), ev_kw, access, ${publishedAt.toISOString()}::timestamptz
      from unnest(${column((l) => l.ownerId)}::uuid[], ${column((l) => l.title)}::text[],
        ${column((l) => l.description)}::text[], ${column((l) => l.spaceType)}::text[],
        ${column((l) => l.addressLine)}::text[], ${column((l) => l.city)}::text[],
        ${column((l) => l.postcode)}::text[], ${column((l) => l.country)}::text[], ${column((l) => l.currency)}::text[],
        ${column((l) => l.lat)}::float8[], ${column((l) => l.lng)}::float8[],
        ${column((l) => l.citySlug)}::text[], ${column((l) => l.districtSlug)}::text[],
        ${column((l) => l.slug)}::text[], ${column((l) => l.offersHourly)}::bool[],
        ${column((l) => l.offersMonthly)}::bool[], ${column((l) => l.airportCode)}::text[],
        ${column((l) => l.hourlyPriceMinor)}::int[], ${column((l) => l.dailyPriceMinor)}::int[],
        ${column((l) => l.covered)}::bool[], ${column((l) => l.cctv)}::bool[],
        ${column((l) => l.gated)}::bool[], ${column((l) => l.lit)}::bool[],
        ${column((l) => l.stepFree)}::bool[], ${column((l) => l.heightLimitCm)}::int[],
        ${column((l) => l.lengthLimitCm)}::int[], ${column((l) => l.evConnectors.join(","))}::text[], ${column((l) => l.evChargerKw)}::numeric[],
        ${column((l) => l.accessInstructions)}::text[])
        as d(owner_id, title, description, space_type, address_line, city, postcode, country, currency, lat,
          lng, city_slug, district_slug, slug, offers_hourly, offers_monthly, airport_code, hourly,
          daily, covered, cctv, gated, lit, step_free, height_limit_cm, length_limit_cm, ev, ev_kw,
          access)
      returning id, slug as key`);
    for (const row of rowsOf(result)) {
      const { id, key } = idRow.parse(row);
      ids.set(key, id);
    }
  }
  return ids;
}

async function insertBays(db: Db, bays: Array<{ listingId: number; label: string }>) {
  const firstBays = new Map<number, number>();
  for (const batch of inBatches(bays)) {
    const result = await db.execute(sql`
      insert into bays (listing_id, label)
      select * from unnest(${sql.param(batch.map((b) => b.listingId))}::bigint[],
                           ${sql.param(batch.map((b) => b.label))}::text[])
      returning id, listing_id::text as key`);
    for (const row of rowsOf(result)) {
      const { id, key } = idRow.parse(row);
      const listingId = Number(key);
      const known = firstBays.get(listingId);
      if (known === undefined || id < known) firstBays.set(listingId, id);
    }
  }
  return firstBays;
}

type SeasonRow = {
  listingId: number;
  plan: string;
  intervalCount: number;
  totalMinor: number;
  depositMinor: number;
};

async function insertSeasons(db: Db, seasons: SeasonRow[]) {
  for (const batch of inBatches(seasons)) {
    await db.execute(sql`
      insert into season_prices (listing_id, plan, interval_count, total_minor, deposit_minor)
      select * from unnest(${sql.param(batch.map((s) => s.listingId))}::bigint[],
        ${sql.param(batch.map((s) => s.plan))}::text[], ${sql.param(batch.map((s) => s.intervalCount))}::smallint[],
        ${sql.param(batch.map((s) => s.totalMinor))}::int[], ${sql.param(batch.map((s) => s.depositMinor))}::int[])`);
  }
}

type ReviewRow = {
  listingId: number;
  authorName: string;
  rating: number;
  comment: string;
  createdAt: string;
};

async function insertReviews(db: Db, reviews: ReviewRow[]) {
  for (const batch of inBatches(reviews)) {
    await db.execute(sql`
      insert into reviews (listing_id, author_name, rating, comment, created_at)
      select * from unnest(${sql.param(batch.map((r) => r.listingId))}::bigint[],
        ${sql.param(batch.map((r) => r.authorName))}::text[], ${sql.param(batch.map((r) => r.rating))}::smallint[],
        ${sql.param(batch.map((r) => r.comment))}::text[], ${sql.param(batch.map((r) => r.createdAt))}::timestamptz[])`);
  }
  await db.execute(sql`
    update listings l set review_count = r.n, rating_average = r.average
    from (select listing_id, count(*) as n, round(avg(rating), 2) as average from reviews group by listing_id) r
    where r.listing_id = l.id`);
}

type BookingRow = {
  reference: string;
  listingId: number;
  bayId: number;
  userId: string;
  rental: "short" | "long";
  start: string;
  end: string | null;
  currency: string;
  valueMinor: number;
  reviewHash: string;
};

/**
 * Demo bookings are charged as checkout would charge them: the fee rules of decision 007. A stay
 * that has already ended was booked before it began.
 */
async function insertBookings(db: Db, bookings: BookingRow[], confirmedAt: Date) {
  for (const batch of inBatches(bookings)) {
    const column = <T>(pick: (booking: (typeof batch)[number]) => T) => sql.param(batch.map(pick));
    await db.execute(sql`
      insert into bookings (reference, listing_id, bay_id, user_id, principal, rental, during, status,
        rolling, currency, value_minor, value_before_discount_minor, service_fee_minor,
        arrangement_fee_minor, total_minor, review_hash, confirmed_at)
      select reference, listing_id, bay_id, user_id, user_id::text, rental,
        tstzrange(starts_at, ends_at, '[)'), 'confirmed', ends_at is null, currency, value_minor,
        value_minor, service_fee_minor, arrangement_fee_minor,
        value_minor + service_fee_minor + arrangement_fee_minor, review_hash,
        case when ends_at <= ${confirmedAt.toISOString()}::timestamptz then starts_at - interval '3 days'
          else ${confirmedAt.toISOString()}::timestamptz end
      from unnest(${column((b) => b.reference)}::text[], ${column((b) => b.listingId)}::bigint[],
        ${column((b) => b.bayId)}::bigint[], ${column((b) => b.userId)}::uuid[],
        ${column((b) => b.rental)}::text[], ${column((b) => b.start)}::timestamptz[],
        ${column((b) => b.end)}::timestamptz[], ${column((b) => b.currency)}::text[],
        ${column((b) => b.valueMinor)}::int[], ${column((b) => serviceFee(b.valueMinor))}::int[],
        ${column((b) => arrangementFee(b.rental, "first"))}::int[],
        ${column((b) => b.reviewHash)}::text[])
        as b(reference, listing_id, bay_id, user_id, rental, starts_at, ends_at, currency,
          value_minor, service_fee_minor, arrangement_fee_minor, review_hash)`);
  }
}

/**
 * Each demo booking paid as checkout pays it with the sandbox provider: a succeeded card
 * purchase of the booking's total, keyed like a charge, and the charge on the sandbox's own
 * books, so a cancellation refunds it. The owners' ledger takes the purchases as it takes any.
 */
async function payForBookings(db: Db, references: string[], options: { seed: number; now: Date }) {
  const card = createSandboxPaymentProvider({ now: () => options.now }).tokeniseCard({
    number: "4242 4242 4242 4242",
    exp_month: 12,
    exp_year: options.now.getUTCFullYear() + 3,
    cvc: "123",
  });
  if (card.status !== "tokenised") throw new Error("The sandbox refused its own test card");
  for (const batch of inBatches(references)) {
    await db.execute(sql`
      with paid as (
        insert into purchases (idempotency_key, principal, kind, booking_ids, payment_method, provider,
          provider_payment_id, currency, amount_minor, status, created_at, updated_at)
        select 'demo-' || b.reference, b.principal, 'booking', array[b.id], 'card', 'sandbox',
          'sbx_pay_' || left(md5(${String(options.seed)} || b.reference), 16), b.currency,
          b.total_minor, 'succeeded', b.confirmed_at, b.confirmed_at
        from bookings b
        where b.reference = any(${sql.param(batch)}::text[]) and b.total_minor > 0
        returning id, booking_ids, provider_payment_id, currency, amount_minor, created_at
      )
      insert into sandbox_charges (idempotency_key, provider_payment_id, payment_token, amount_minor,
        request, result, created_at)
      select id::text, provider_payment_id, ${card.token}, amount_minor,
        jsonb_build_object('idempotencyKey', id::text, 'amountMinor', amount_minor,
          'currency', currency, 'method', 'card', 'paymentToken', ${card.token}::text,
          'description', 'Parkway booking ' || array_to_string(booking_ids, ', ')),
        jsonb_build_object('status', 'succeeded', 'providerPaymentId', provider_payment_id),
        created_at
      from paid`);
  }
}

/**
 * The demo owner's payouts page has something in each part: payout details, a past month's
 * bookings paid out by the monthly run as it ran at the start of this month (decision 026),
 * and this month's earnings still to come.
 */
async function payDemoOwner(db: Db, ownerId: string, now: Date) {
  const payoutProvider = createSandboxPayoutProvider(db);
  for (const details of demoOwnerBankAccounts) {
    const account = bankAccountSchema.parse(details);
    if (account.country === "GB" && !ukAccountChecks(account)) {
      throw new Error("The demo owner's bank details fail the check");
    }
    const kept = await payoutProvider.addBankAccount(account);
    await keepPayoutAccount(
      db,
      { ownerId, currency: currencyOfCountry[account.country] },
      {
        country: account.country,
        provider: payoutProvider.name,
        providerAccountId: kept.providerAccountId,
        holderName: account.holder_name,
        last4: kept.last4,
        status: "ready",
        updatedAt: now,
      },
    );
  }
  const month = monthOf(now);
  return runPayouts({ database: { db }, payoutProvider, now: () => startOfMonth(month) }, month);
}

/**
 * Stays on one of the demo owner's hourly spaces whose bay is free for them: four that ended last
 * month, for the payout made at the start of this one, and one that ends this month, for the
 * next payout (earlier in the month when it has begun long enough, else later in it).
 */
function demoOwnerBookings(
  listings: Array<DemoListing & { id: number; ownerId: string }>,
  booked: BookingRow[],
  demo: {
    ownerId: string;
    driverIds: string[];
    firstBays: Map<number, number>;
    midnight: number;
    now: Date;
    random: SeededRandom;
  },
): BookingRow[] {
  const hour = 60 * 60 * 1000;
  const day = 24 * hour;
  const thisMonth = monthOf(demo.now);
  const lastMonth = startOfMonth(previousMonth(thisMonth)).getTime();
  const twoDaysAgo = demo.midnight - 2 * day + 9 * hour;
  const stays = [
    ...[1, 7, 14, 22].map((daysIn) => lastMonth + daysIn * day + 9 * hour),
    twoDaysAgo >= startOfMonth(thisMonth).getTime()
      ? twoDaysAgo
      : demo.midnight + 2 * day + 9 * hour,
  ].map((start) => ({ start, end: start + demo.random.int(2, 9) * hour }));
  const overlaps = (booking: BookingRow) =>
    stays.some(
      (stay) =>
        Date.parse(booking.start) < stay.end &&
        (booking.end === null || Date.parse(booking.end) > stay.start),
    );
  const listing = listings.find(
    (candidate) =>
      candidate.ownerId === demo.ownerId &&
      candidate.hourlyPriceMinor !== null &&
      !booked.some((booking) => booking.listingId === candidate.id && overlaps(booking)),
  );
  if (!listing) return [];
  return stays.map((stay, index) =>
    hourlyBooking(listing, new Date(stay.start), new Date(stay.end), {
      sequence: booked.length + index + 1,
      userId: demo.random.pick(demo.driverIds),
      firstBays: demo.firstBays,
      random: demo.random,
    }),
  );
}

/** An hourly stay on a listing's first bay, priced as checkout prices it. */
function hourlyBooking(
  listing: DemoListing & { id: number },
  start: Date,
  end: Date,
  by: { sequence: number; userId: string; firstBays: Map<number, number>; random: SeededRandom },
): BookingRow {
  return {
    reference: bookingReference(by.sequence),
    listingId: listing.id,
    bayId: by.firstBays.get(listing.id)!,
    userId: by.userId,
    rental: "short",
    start: start.toISOString(),
    end: end.toISOString(),
    currency: listing.currency,
    valueMinor: demoBookingValue(listing, start, end),
    reviewHash: by.random.next().toString(36).slice(2, 14),
  };
}

/**
 * The demo driver's account shows one booking to come and one that has ended, ready for a review,
 * on hourly spaces no one else has booked.
 */
function demoDriverBookings(
  listings: Array<DemoListing & { id: number }>,
  booked: BookingRow[],
  demo: {
    driverId: string;
    firstBays: Map<number, number>;
    midnight: number;
    random: SeededRandom;
  },
): BookingRow[] {
  const taken = new Set(booked.map((booking) => booking.listingId));
  const free = listings.filter(
    (listing) => listing.hourlyPriceMinor !== null && !taken.has(listing.id),
  );
  const hour = 60 * 60 * 1000;
  const day = 24 * hour;
  return [2, -3].flatMap((daysAway, index) => {
    const listing = free[index];
    if (!listing) return [];
    const start = new Date(demo.midnight + daysAway * day + 9 * hour);
    const end = new Date(start.getTime() + 3 * hour);
    return [
      hourlyBooking(listing, start, end, {
        sequence: booked.length + index + 1,
        userId: demo.driverId,
        firstBays: demo.firstBays,
        random: demo.random,
      }),
    ];
  });
}

type District = { code: string; lat: number; lng: number; country: "GBR" | "IRL" };

async function loadDistricts(db: Db): Promise<District[]> {
  const rows = await db
    .select({ code: places.code, lat: places.lat, lng: places.lng, country: places.country })
    .from(places)
    .where(
      sql`${places.kind} in ('postcode-district', 'eircode-area') and ${places.code} is not null`,
    );
  return rows.flatMap((row) => (row.code ? [{ ...row, code: row.code }] : []));
}

/**
 * A plausible postcode: the outward code of the nearest district (or the Eircode routing key in
 * Ireland) with a made-up inward part. Found here rather than in SQL, where a nearest-district
 * look-up per listing took minutes at 350,000 listings.
 */
function postcodeNear(
  districts: District[],
  listing: { lat: number; lng: number; country: "GBR" | "IRL" },
  sequence: number,
) {
  let best: District | undefined;
  let bestDistance = Infinity;
  const cosLat = Math.cos((listing.lat * Math.PI) / 180);
  for (const district of districts) {
    if (district.country !== listing.country) continue;
    const dLat = district.lat - listing.lat;
    const dLng = (district.lng - listing.lng) * cosLat;
    const distance = dLat * dLat + dLng * dLng;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = district;
    }
  }
  if (!best) return "";
  const letters = "ABDEFGHJLNPQRSTUWXYZ";
  const letter = (shift: number) => letters[(sequence * 7 + shift * 13) % letters.length];
  return listing.country === "IRL"
    ? `${best.code} ${letter(1)}${(sequence % 89) + 10}${letter(2)}`
    : `${best.code} ${(sequence % 9) + 1}${letter(1)}${letter(2)}`;
}

function bookingReference(sequence: number) {
  return `PW-${(1_000_000 + sequence).toString(36).toUpperCase()}`;
}

/**
 * Demo data around the gazetteer's places: owners, drivers, `spaces` active listings with bays,
 * prices, season plans, facilities, reviews and some bookings. Deterministic for a seed. Does
 * nothing when the database already has listings.
 */
export async function seedDemoData(
  db: Db,
  options: { spaces: number; seed: number; now: Date },
): Promise<Report> {
  const [existing] = await db.select({ total: count() }).from(listings);
  if ((existing?.total ?? 0) > 0) {
    return [`Demo data: ${existing?.total} listings already present, none added`];
  }
  if (options.spaces === 0) return ["Demo data: none requested"];
  const [anchors, districts] = await Promise.all([
    loadAnchors(db, options.spaces),
    loadDistricts(db),
  ]);
  if (anchors.length === 0)
    return ["Demo data: no places to put spaces near; seed the gazetteer first"];

  const random = seededRandom(options.seed);
  const pickAnchor = weightedPicker(anchors);
  const passwordHash = await hash(demoAccounts.driver.password);
  const ownerCount = Math.max(1, Math.ceil(options.spaces / LISTINGS_PER_OWNER));
  const driverCount = Math.max(1, Math.ceil(options.spaces / LISTINGS_PER_DRIVER));
  const people = [
    {
      email: demoAccounts.owner.email,
      firstName: "Olu",
      lastName: "Adeyemi",
      scopes: "driver,landlord",
    },
    { email: demoAccounts.driver.email, firstName: "Priya", lastName: "Shah", scopes: "driver" },
    ...Array.from({ length: ownerCount - 1 }, (_, i) => ({
      email: `owner${i + 1}@demo.parkway.example`,
      ...demoPerson(random),
      scopes: "driver,landlord",
    })),
    ...Array.from({ length: driverCount - 1 }, (_, i) => ({
      email: `driver${i + 1}@demo.parkway.example`,
      ...demoPerson(random),
      scopes: "driver",
    })),
  ];
  const userIds = await insertUsers(db, people, passwordHash);
  const ownerIds = [userIds[0]!, ...userIds.slice(2, ownerCount + 1)];
  const driverIds = [userIds[1]!, ...userIds.slice(ownerCount + 1)];

  const demo = Array.from({ length: options.spaces }, (_, index) => {
    const listing = demoListing(options.seed, index + 1, pickAnchor(random.next()));
    const postcode = postcodeNear(districts, listing, index + 1);
    return { ...listing, postcode, ownerId: ownerIds[index % ownerIds.length]! };
  });
  const ids = await insertListings(db, demo, options.now);
  const withIds = demo.map((listing) => ({ ...listing, id: ids.get(listing.slug)! }));

  const firstBays = await insertBays(
    db,
    withIds.flatMap((listing) =>
      Array.from({ length: listing.bayCount }, (_, bay) => ({
        listingId: listing.id,
        label: String(bay + 1),
      })),
    ),
  );
  await insertSeasons(
    db,
    withIds.flatMap((listing) =>
      listing.seasons.map((season) => ({ listingId: listing.id, ...season })),
    ),
  );
  const day = 24 * 60 * 60 * 1000;
  await insertReviews(
    db,
    withIds.flatMap((listing) =>
      listing.reviews.map((review) => ({
        listingId: listing.id,
        authorName: review.authorName,
        rating: review.rating,
        comment: review.comment,
        createdAt: new Date(options.now.getTime() - review.daysAgo * day).toISOString(),
      })),
    ),
  );

  // Some of each listing's first bay is already taken, so availability varies from space to space.
  const midnight = Date.UTC(
    options.now.getUTCFullYear(),
    options.now.getUTCMonth(),
    options.now.getUTCDate(),
  );
  const bookings: BookingRow[] = [];
  for (const listing of withIds) {
    if (!random.chance(0.35)) continue;
    const bayId = firstBays.get(listing.id)!;
    const userId = random.pick(driverIds);
    const reference = bookingReference(bookings.length + 1);
    const reviewHash = random.next().toString(36).slice(2, 14);
    if (listing.offersMonthly && listing.seasons.length > 0 && random.chance(0.3)) {
      const monthly = listing.seasons.find(
        (season) => season.plan === "mon-sun" && season.intervalCount === 1,
      );
      bookings.push({
        reference,
        listingId: listing.id,
        bayId,
        userId,
        rental: "long",
        start: new Date(midnight - random.int(5, 90) * day).toISOString(),
        end: null,
        currency: listing.currency,
        valueMinor: monthly?.totalMinor ?? 0,
        reviewHash,
      });
      continue;
    }
    // From tomorrow: a booking today could already have ended, depending on the hour of the seed.
    const start = new Date(
      midnight + random.int(1, 14) * day + random.int(14, 36) * 30 * 60 * 1000,
    );
    const end = new Date(start.getTime() + random.int(2, 18) * 30 * 60 * 1000);
    bookings.push({
      reference,
      listingId: listing.id,
      bayId,
      userId,
      rental: "short",
      start: start.toISOString(),
      end: end.toISOString(),
      currency: listing.currency,
      valueMinor: demoBookingValue(listing, start, end),
      reviewHash,
    });
  }
  const otherDrivers = driverIds.length > 1 ? driverIds.slice(1) : driverIds;
  bookings.push(
    ...demoOwnerBookings(withIds, bookings, {
      ownerId: ownerIds[0]!,
      driverIds: otherDrivers,
      firstBays,
      midnight,
      now: options.now,
      random,
    }),
  );
  bookings.push(
    ...demoDriverBookings(withIds, bookings, {
      driverId: driverIds[0]!,
      firstBays,
      midnight,
      random,
    }),
  );
  await insertBookings(db, bookings, options.now);
  await payForBookings(
    db,
    bookings.map((booking) => booking.reference),
    options,
  );
  const run = await payDemoOwner(db, ownerIds[0]!, options.now);
  // Rows loaded in bulk carry no hint bits and no visibility map yet: until a vacuum, the first
  // reads of every page write it back and index-only scans visit the table. Autovacuum would get
  // there in time; demo data should be fast from its first search.
  await db.execute(sql`vacuum`);

  return [
    `Demo data: ${withIds.length} spaces near ${anchors.length} places, ${ownerIds.length} owners, ${driverIds.length} drivers, ${bookings.length} paid bookings (seed ${options.seed})`,
    `Demo payouts: ${run.payouts} made for ${run.month}, to ${demoAccounts.owner.email}`,
    `Demo sign-in: ${demoAccounts.driver.email} or ${demoAccounts.owner.email}, password ${demoAccounts.driver.password}`,
  ];
}
