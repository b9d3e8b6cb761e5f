import { hostContext } from "~/upstream/context";
import type { Route } from "./+types/attributions";

export const meta: Route.MetaFunction = () => [
  { title: "Data sources and credits | Parkway" },
  {
    name: "description",
    content:
      "The openly licensed datasets behind Parkway's place search, and the credit each asks for.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { marketplace } = context.get(hostContext);
  return { sources: await marketplace.attributions() };
}

export default function Attributions({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-navy">Data sources and credits</h1>
      <p className="mt-4 text-lg text-slate-700">
        When you search for a town, postcode, station or airport, Parkway finds it in a gazetteer
        built from openly licensed data. We thank the people who publish it; here is what we use and
        the credit each licence asks for.
      </p>
      <ul className="mt-8 space-y-6">
        {loaderData.sources.map((source) => (
          <li key={source.id} className="rounded-lg border border-slate-200 p-5">
            <h2 className="text-xl font-semibold text-slate-900">
              <a href={source.url} rel="noopener" className="text-blue-800 underline">
                {source.name}
              </a>
            </h2>
            <p className="mt-2 text-slate-800">{source.attribution}</p>
            <p className="mt-2 text-sm text-slate-700">{source.taken}</p>
            <p className="mt-2 text-sm">
              Licence:{" "}
              <a
                href={source.licence_url}
                rel="noopener license"
                className="text-blue-800 underline"
              >
                {source.licence}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
