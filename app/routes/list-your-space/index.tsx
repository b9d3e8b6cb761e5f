import { Link } from "react-router";
import { loginHref } from "~/routes/auth/guards.server";
import { visitorContext } from "~/upstream/context";
import type { Route } from "./+types/index";
import { NumberedSteps } from "~/components/content/numbered-steps";

/**
 * Spec §2 /list-your-space: why and how to list a space, and the way in. A signed-out visitor
 * registers (or logs in) and comes back to the wizard; a signed-in one starts it at once.
 */

const NEW_LISTING = "/list-your-space/new";

export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context.get(visitorContext);
  if (user) return { start: NEW_LISTING, signedIn: true, login: null };
  const login = loginHref(new Request(new URL(NEW_LISTING, request.url)));
  const register = `/register?${new URL(login, request.url).searchParams}`;
  return { start: register, signedIn: false, login };
}

export const meta: Route.MetaFunction = () => [
  { title: "List your parking space for free | Parkway" },
  {
    name: "description",
    content:
      "Earn from your driveway, garage or bay. Listing on Parkway is free: you set the prices and the hours, drivers book and pay online, and we pay you monthly.",
  },
];

const reasons = [
  {
    title: "Free to list",
    text: "Listing costs nothing, with no subscription or commission. Drivers pay Parkway's service fee on top of your price.",
  },
  {
    title: "Your prices, your hours",
    text: "Offer your space by the hour, by the month or both, at prices you choose. We suggest prices from similar spaces nearby to help you decide.",
  },
  {
    title: "Paid every month",
    text: "Drivers pay online when they book. Early each month we pay you by bank transfer for the parking provided the month before.",
  },
  {
    title: "In control",
    text: "Take your space out of search whenever you need it; bookings already made stand. Put it back with one click.",
  },
];

const steps = [
  {
    title: "Tell us where it is",
    text: "Find the address and drop a pin on the exact spot, so drivers arrive at the right entrance.",
  },
  {
    title: "Describe the space",
    text: "Say what kind of space it is, how many cars fit, its facilities and how drivers get in. Add photos if you have them.",
  },
  {
    title: "Set prices and hours",
    text: "Choose hourly or monthly parking, or both, and when the space can be used.",
  },
  {
    title: "Publish",
    text: "Your draft is saved at every step. When it is complete, publish it and drivers can find and book it straight away.",
  },
];

function StartButton({ to, signedIn }: { to: string; signedIn: boolean }) {
  return (
    <Link
      to={to}
      className="inline-block rounded-md bg-mint px-6 py-3 text-lg font-semibold text-navy hover:bg-mint-600 hover:text-white"
    >
      {signedIn ? "Start your listing" : "Sign up and list your space"}
    </Link>
  );
}

export default function ListYourSpace({ loaderData }: Route.ComponentProps) {
  const { start, signedIn, login } = loaderData;
  return (
    <main>
      <section className="bg-navy px-4 py-14 text-white">
        <div className="mx-auto max-w-5xl">
          <h1 className="max-w-2xl text-4xl font-bold">Earn from your parking space</h1>
          <p className="mt-4 max-w-2xl text-lg text-navy-50">
            Rent out a driveway, garage or bay to drivers who need it. It is free to list, and it
            takes about ten minutes.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <StartButton to={start} signedIn={signedIn} />
            {login ? (
              <p>
                Already have an account?{" "}
                <Link to={login} className="font-semibold text-white underline">
                  Log in
                </Link>
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <section aria-labelledby="why-list" className="px-4 py-12">
        <div className="mx-auto max-w-5xl">
          <h2 id="why-list" className="text-2xl font-bold text-navy">
            Why list with Parkway
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {reasons.map((reason) => (
              <li key={reason.title} className="rounded-lg border border-slate-200 p-5">
                <h3 className="text-lg font-semibold text-slate-900">{reason.title}</h3>
                <p className="mt-2 text-slate-700">{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="bg-slate-50 px-4 py-12">
        <div className="mx-auto max-w-5xl">
          <h2 id="how-it-works" className="text-2xl font-bold text-navy">
            How it works
          </h2>
          <NumberedSteps steps={steps} className="mt-6 grid gap-6 md:grid-cols-4" />
          <div className="mt-8">
            <StartButton to={start} signedIn={signedIn} />
          </div>
          <p className="mt-6 text-slate-700">
            Questions first? Read{" "}
            <Link
              to="/support/space-owners/getting-paid/how-and-when-you-get-paid"
              className="text-blue-800 underline"
            >
              how and when you get paid
            </Link>{" "}
            and{" "}
            <Link to="/how-it-works/parking-providers" className="text-blue-800 underline">
              how it works for parking providers
            </Link>
            .
          </p>
        </div>
      </section>
    </main>
  );
}
