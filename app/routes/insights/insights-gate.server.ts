import { data, type RouterContextProvider } from "react-router";
import { visitorContext } from "~/upstream/context";

/** News and insights answer 404 while the `insights` feature is off (spec §2). */
export function requireInsights(context: Readonly<RouterContextProvider>) {
  if (!context.get(visitorContext).features.insights) throw data(null, { status: 404 });
}
