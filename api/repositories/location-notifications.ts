import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { locationNotifications } from "../db/schema";
import type { Rental } from "#contract/vocabulary";

export type NewLocationAlert = {
  email: string;
  placeName: string;
  lat: number;
  lng: number;
  radiusMetres: number;
  rental: Rental;
  unsubscribeToken: string;
};

/**
 * Holds, until the transaction ends, every other request about `email`'s alerts: two identical
 * requests at once then see each other instead of both adding an alert.
 */
export async function lockLocationAlertsOf(db: Db, email: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`location-alerts:${email.toLowerCase()}`}))`,
  );
}

/** Whether `email` still has an alert for `rental` within `withinMetres` of the point. */
export async function hasLiveLocationAlertNear(
  db: Db,
  alert: { email: string; lat: number; lng: number; rental: Rental },
  withinMetres: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: locationNotifications.id })
    .from(locationNotifications)
    .where(
      and(
        eq(locationNotifications.email, alert.email),
        eq(locationNotifications.rental, alert.rental),
        isNull(locationNotifications.unsubscribedAt),
        sql`earth_distance(ll_to_earth(${locationNotifications.lat}, ${locationNotifications.lng}), ll_to_earth(${alert.lat}::float8, ${alert.lng}::float8)) <= ${withinMetres}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertLocationAlert(db: Db, alert: NewLocationAlert): Promise<void> {
  await db.insert(locationNotifications).values(alert);
}

/** Stops the alert the token belongs to; a second use, or an unknown token, changes nothing. */
export async function unsubscribeLocationAlert(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(locationNotifications)
    .set({ unsubscribedAt: now })
    .where(
      and(
        eq(locationNotifications.unsubscribeToken, token),
        isNull(locationNotifications.unsubscribedAt),
      ),
    );
}

/** Stops every alert `email` has. */
export async function unsubscribeLocationAlertsOf(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(locationNotifications)
    .set({ unsubscribedAt: now })
    .where(
      and(eq(locationNotifications.email, email), isNull(locationNotifications.unsubscribedAt)),
    );
}
