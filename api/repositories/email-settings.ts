import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailUnsubscribes, locationNotifications } from "../db/schema";
import { recordEmailUnsubscribe } from "./email-unsubscribes";
import { unsubscribeLocationAlertsOf } from "./location-notifications";

/**
 * Location alerts, as an account's settings switch them. They have no account column: the
 * address's unsubscribe records decide (email-preferences.ts), so the switch writes those. For an
 * account, "all" matters only to location alerts (its other emails follow its columns), so
 * switching alerts back on may clear it.
 */

export async function liveLocationAlertsOf(db: Db, email: string) {
  return db
    .select({
      placeName: locationNotifications.placeName,
      rental: locationNotifications.rental,
      createdAt: locationNotifications.createdAt,
    })
    .from(locationNotifications)
    .where(
      and(eq(locationNotifications.email, email), isNull(locationNotifications.unsubscribedAt)),
    )
    .orderBy(asc(locationNotifications.createdAt));
}

/** On: no alert is refused any more. Off: new alerts are refused and every running one stops. */
export async function switchLocationAlerts(tx: Db, email: string, on: boolean, now: Date) {
  if (on) {
    await tx
      .delete(emailUnsubscribes)
      .where(
        and(
          eq(emailUnsubscribes.email, email),
          inArray(emailUnsubscribes.kind, ["location-alerts", "all"]),
        ),
      );
    return;
  }
  await recordEmailUnsubscribe(tx, email, "location-alerts");
  await unsubscribeLocationAlertsOf(tx, email, now);
}
