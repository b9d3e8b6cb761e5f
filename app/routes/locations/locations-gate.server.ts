import { data, type RouterContextProvider } from "react-router";
import { visitorContext } from "~/upstream/context";

/** Every location page answers 404 while the `locations` feature is off (spec §2). */
export function requireLocations(context: Readonly<RouterContextProvider>) {
  if (!context.get(visitorContext).features.locations) throw data(null, { status: 404 });
}
