import type { Facilities } from "#contract/facilities";

function Facility({ present, children }: { present: boolean; children: React.ReactNode }) {
  return (
    <li className={`flex items-start gap-2 ${present ? "text-slate-900" : "text-slate-600"}`}>
      <span
        aria-hidden="true"
        className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
          present ? "bg-mint-700 text-white" : "bg-slate-200 text-slate-700"
        }`}
      >
        {present ? "✓" : "–"}
      </span>
      <span>{children}</span>
    </li>
  );
}

function metres(centimetres: number) {
  return `${(centimetres / 100).toFixed(2)} m`;
}

/** Spec §3's facilities, each said in words, so nothing depends on an icon or a colour. */
export function SpaceFacilities({ facilities }: { facilities: Facilities }) {
  const {
    covered,
    cctv,
    gated,
    lit,
    step_free,
    height_limit_cm,
    length_limit_cm,
    ev_connectors,
    ev_charger_kw,
  } = facilities;
  return (
    <section aria-labelledby="facilities-heading">
      <h2 id="facilities-heading" className="text-2xl font-bold text-navy">
        Facilities
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        <Facility present={covered}>{covered ? "Covered" : "Not covered (open air)"}</Facility>
        <Facility present={cctv}>{cctv ? "CCTV" : "No CCTV"}</Facility>
        <Facility present={gated}>{gated ? "Gated" : "Not gated"}</Facility>
        <Facility present={lit}>{lit ? "Lit at night" : "Not lit at night"}</Facility>
        <Facility present={step_free}>{step_free ? "Step-free access" : "Not step-free"}</Facility>
        <Facility present={height_limit_cm === null}>
          {height_limit_cm === null ? "No height limit" : `Height limit ${metres(height_limit_cm)}`}
        </Facility>
        <Facility present={length_limit_cm === null}>
          {length_limit_cm === null
            ? "No length limit"
            : `Vehicles up to ${metres(length_limit_cm)} long`}
        </Facility>
      </ul>
      <h3 className="mt-6 text-lg font-semibold text-slate-900">Electric vehicle charging</h3>
      {ev_connectors.length > 0 ? (
        <>
          <p className="mt-2 text-slate-700">
            {ev_charger_kw === null
              ? "A charger for electric vehicles, with these connectors:"
              : `A ${ev_charger_kw} kW charger for electric vehicles, with these connectors:`}
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="EV connector types">
            {ev_connectors.map((connector) => (
              <li
                key={connector}
                className="rounded-full border border-mint-700 bg-white px-3 py-1 text-sm font-semibold text-mint-700"
              >
                {connector}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-slate-700">No electric vehicle charging at this space.</p>
      )}
    </section>
  );
}
