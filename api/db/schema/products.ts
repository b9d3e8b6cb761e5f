import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { inList } from "./columns";
import { currencies, productKeys } from "#contract/vocabulary";

export type ProductVariant = { key: string; name: string; priceMinor: number };
export type ProductImages = { icon: string; logo: string; banner: string };

/**
 * Airport extras offered by the products API (spec §3 product result): park-and-go rides,
 * fast-track security and lounges, each at an airport with its variants and prices.
 */
export const products = pgTable(
  "products",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    key: text("key", { enum: productKeys }).notNull(),
    airportCode: text("airport_code").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    currency: text("currency", { enum: currencies }).notNull(),
    variants: jsonb("variants").$type<ProductVariant[]>().notNull(),
    images: jsonb("images").$type<ProductImages>().notNull(),
    /** What the driver is told at checkout (e.g. where the ride picks them up). */
    instructions: text("instructions").notNull().default(""),
  },
  (table) => [
    uniqueIndex("products_airport_key").on(table.airportCode, table.key),
    index("products_airport_idx").on(table.airportCode),
    check("products_key_check", sql`${table.key} in ${inList(productKeys)}`),
  ],
);
