import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users, vehicles } from "../db/schema";

const vehicleColumns = {
  id: vehicles.id,
  registration: vehicles.registration,
  make: vehicles.make,
  model: vehicles.model,
  colour: vehicles.colour,
  isDefault: vehicles.isDefault,
};

export type Vehicle = {
  id: number;
  registration: string;
  make: string | null;
  model: string | null;
  colour: string | null;
  isDefault: boolean;
};

/** What a register said about a registration; nulls where it knew nothing. */
export type VehicleDescription = {
  make: string | null;
  model: string | null;
  colour: string | null;
};

/** A user's vehicles, the default first, then in the order they were added. */
export async function listVehicles(db: Db, userId: string): Promise<Vehicle[]> {
  return db
    .select(vehicleColumns)
    .from(vehicles)
    .where(eq(vehicles.userId, userId))
    .orderBy(desc(vehicles.isDefault), asc(vehicles.createdAt), asc(vehicles.id));
}

/** One of the user's vehicles; another user's is as good as missing. */
export async function findVehicle(db: Db, userId: string, id: number): Promise<Vehicle | null> {
  const [vehicle] = await db
    .select(vehicleColumns)
    .from(vehicles)
    .where(and(eq(vehicles.userId, userId), eq(vehicles.id, id)));
  return vehicle ?? null;
}

/**
 * Holds the user's row until the transaction ends, so two requests changing the same user's
 * vehicles (the first vehicle, a new default) take turns instead of racing.
 */
export async function lockUserVehicles(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function countVehicles(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(vehicles)
    .where(eq(vehicles.userId, userId));
  return row?.count ?? 0;
}

export async function hasRegistration(
  db: Db,
  userId: string,
  registration: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.userId, userId),
        eq(vehicles.registration, registration),
        exceptId === undefined ? undefined : ne(vehicles.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertVehicle(
  db: Db,
  vehicle: VehicleDescription & { userId: string; registration: string; isDefault: boolean },
): Promise<Vehicle> {
  const [inserted] = await db.insert(vehicles).values(vehicle).returning(vehicleColumns);
  if (!inserted) throw new Error("The vehicle was not inserted");
  return inserted;
}

/** Makes `id` the user's only default vehicle (the old default is cleared first). */
export async function makeDefaultVehicle(db: Db, userId: string, id: number): Promise<void> {
  await db
    .update(vehicles)
    .set({ isDefault: false })
    .where(and(eq(vehicles.userId, userId), eq(vehicles.isDefault, true), ne(vehicles.id, id)));
  await db
    .update(vehicles)
    .set({ isDefault: true })
    .where(and(eq(vehicles.userId, userId), eq(vehicles.id, id)));
}

export async function changeRegistration(
  db: Db,
  userId: string,
  id: number,
  change: VehicleDescription & { registration: string },
): Promise<void> {
  await db
    .update(vehicles)
    .set(change)
    .where(and(eq(vehicles.userId, userId), eq(vehicles.id, id)));
}

/** Whether none of the user's vehicles is the default, as when they have none yet. */
export async function lacksDefault(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.userId, userId), sql`${vehicles.isDefault}`))
    .limit(1);
  return rows.length === 0;
}

/**
 * Removes one of the user's vehicles; bookings keep the registration they were made with. When
 * it was the default, the oldest remaining vehicle becomes the default. False when there was none.
 */
export async function deleteVehicle(db: Db, userId: string, id: number): Promise<boolean> {
  const [deleted] = await db
    .delete(vehicles)
    .where(and(eq(vehicles.userId, userId), eq(vehicles.id, id)))
    .returning({ isDefault: vehicles.isDefault });
  if (!deleted) return false;
  if (deleted.isDefault) {
    const [oldest] = await listVehicles(db, userId);
    if (oldest) await makeDefaultVehicle(db, userId, oldest.id);
  }
  return true;
}
