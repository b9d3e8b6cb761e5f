import type { SpaceDetail } from "#contract/spaces";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function clockTime(time: string) {
  return time.slice(0, 5);
}

function OpeningHours({ access }: { access: SpaceDetail["access"] }) {
  if (access.open_all_hours) return <p>Open 24 hours, every day.</p>;
  const byDay = new Map(access.hours.map((hours) => [hours.weekday, hours]));
  return (
    <table className="mt-1 text-left">
      <caption className="sr-only">Opening hours</caption>
      <tbody>
        {WEEKDAYS.map((day, weekday) => {
          const hours = byDay.get(weekday);
          return (
            <tr key={day}>
              <th scope="row" className="py-0.5 pr-6 font-normal text-slate-700">
                {day}
              </th>
              <td className="py-0.5">
                {hours ? `${clockTime(hours.opens_at)} to ${clockTime(hours.closes_at)}` : "Closed"}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * What a driver learns now and what they get once they have paid. The service keeps access
 * instructions (gate codes, which bay) back from everyone but the owner until a booking is paid
 * for (decision 006); when it does send them, the visitor is the owner.
 */
export function AccessInformation({
  space,
}: {
  space: Pick<SpaceDetail, "address" | "access" | "lat" | "lng">;
}) {
  const { address, access, lat, lng } = space;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
  return (
    <section aria-labelledby="access-heading">
      <h2 id="access-heading" className="text-2xl font-bold text-navy">
        Getting in
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="rounded-xl border border-slate-200 p-5">
          <h3 className="text-lg font-semibold text-slate-900">Before you book</h3>
          <dl className="mt-3 space-y-3">
            <div>
              <dt className="text-sm font-semibold text-slate-700">Address</dt>
              <dd>
                <address className="not-italic">
                  {address.line}, {address.city}, {address.postcode}
                </address>
                <a
                  href={directions}
                  rel="noopener"
                  target="_blank"
                  className="mt-1 inline-block text-blue-800 underline hover:text-blue-900"
                >
                  Directions<span className="sr-only"> (opens Google Maps in a new tab)</span>
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-700">Opening hours</dt>
              <dd>
                <OpeningHours access={access} />
              </dd>
            </div>
          </dl>
        </div>
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-5">
          <h3 className="text-lg font-semibold text-slate-900">After you pay</h3>
          <p className="mt-3 text-slate-800">
            Your access instructions, such as a gate code, which bay to use or where to collect a
            key, come with your booking confirmation by email and stay in your booking.
          </p>
          <p className="mt-2 text-slate-800">
            They are never shown before payment, to keep the space and its owner safe.
          </p>
        </div>
      </div>
      {access.instructions ? (
        <div className="mt-4 rounded-xl border border-navy-100 bg-navy-50 p-5">
          <h3 className="text-lg font-semibold text-slate-900">Your access instructions</h3>
          <p className="mt-1 text-sm text-slate-700">
            You see these because this is your space. Drivers get them once they have paid.
          </p>
          <p className="mt-3 whitespace-pre-line">{access.instructions}</p>
        </div>
      ) : null}
    </section>
  );
}
