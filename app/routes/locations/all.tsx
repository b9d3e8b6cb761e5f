import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { ErrorPage } from "~/components/error-page";
import { allLocationPages } from "~/content/locations";
import { contentOnly } from "~/lib/page-handle";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import { Link } from "react-router";
import type { Route } from "./+types/all";
import { requireLocations } from "./locations-gate.server";

export const handle = contentOnly;

/** Every landing page from A to Z, grouped by first letter (spec §2 "/all"). */
export function loader({ context }: Route.LoaderArgs) {
  requireLocations(context);
  const pages = allLocationPages()
    .map((page) => ({ title: page.title, to: page.to, category: page.category.sectionTitle }))
    .sort((a, b) => a.title.localeCompare(b.title, "en-GB"));
  const letters = new Map<string, typeof pages>();
  for (const page of pages) {
    const letter = page.title[0]?.toUpperCase() ?? "#";
    letters.set(letter, [...(letters.get(letter) ?? []), page]);
  }
  return { letters: [...letters].map(([letter, pages]) => ({ letter, pages })) };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Parking locations from A to Z",
    description:
      "Every town, London area, airport, station, stadium and hospital with a Parkway page, in alphabetical order.",
    url: publicUrl(matches, location.pathname),
  });

export default function EveryLocation({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <Breadcrumbs crumbs={[{ title: "Locations from A to Z", to: "/all" }]} />
      <h1 className="text-3xl font-bold text-navy sm:text-4xl">Parking locations from A to Z</h1>
      <nav aria-label="Letters">
        <ul className="flex flex-wrap gap-2">
          {loaderData.letters.map(({ letter }) => (
            <li key={letter}>
              <a
                href={`#letter-${letter}`}
                className="block rounded border border-slate-300 px-3 py-1 font-semibold text-blue-800 hover:bg-slate-100"
              >
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.letters.map(({ letter, pages }) => (
        <section key={letter} aria-labelledby={`letter-${letter}`} className="space-y-2">
          <h2 id={`letter-${letter}`} className="text-2xl font-bold text-navy">
            {letter}
          </h2>
          <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {pages.map((page) => (
              <li key={page.to}>
                <Link to={page.to} className="text-blue-800 underline hover:no-underline">
                  {page.title}
                </Link>{" "}
                <span className="text-sm text-slate-700">{page.category}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
