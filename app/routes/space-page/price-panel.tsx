import { Form, Link, useLocation, useNavigation } from "react-router";
import type { SpacePageData } from "~/routes/space-page/space-page.server";
import { formatMoney, seasonPlanNames } from "~/lib/format";
import { rentalLabels } from "~/lib/search-options";

type Stay = SpacePageData["stay"];
type FieldName = keyof Stay["errors"];

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";

function FieldError({ name, message }: { name: FieldName; message?: string }) {
  if (!message) return null;
  return (
    <p id={`stay-${name}-error`} className="mt-1 text-sm font-medium text-danger">
      {message}
    </p>
  );
}

function fieldProps(name: FieldName, errors: Stay["errors"]) {
  const message = errors[name];
  return {
    id: `stay-${name}`,
    name,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": message ? `stay-${name}-error` : undefined,
  };
}

/** An hourly or airport stay's arrival or departure, on the half hour and not in the past. */
function StayTime({ name, label, stay }: { name: "start" | "end"; label: string; stay: Stay }) {
  return (
    <div>
      <label htmlFor={`stay-${name}`} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        type="datetime-local"
        required
        step={1800}
        min={stay.earliest.dateTime}
        defaultValue={stay.fields[name]}
        className={inputClass}
        {...fieldProps(name, stay.errors)}
      />
      <FieldError name={name} message={stay.errors[name]} />
    </div>
  );
}

/**
 * The period the page is priced for, as a GET form: without JavaScript it loads the page for
 * the new period; with it, the same request runs as a client-side navigation.
 */
function StayForm({ stay, offered, plans }: Pick<SpacePageData, "stay" | "offered" | "plans">) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const updating = navigation.state !== "idle" && navigation.location?.pathname === pathname;
  const { errors, fields, earliest } = stay;
  return (
    <Form
      method="get"
      action={pathname}
      preventScrollReset
      aria-label="Choose your period"
      // A new period gives the fields new default values.
      key={`${stay.rental}:${fields.start}:${fields.end}:${stay.seasonPlan}`}
      className="mt-4 space-y-4"
    >
      {offered.length > 1 ? (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Type of parking</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {offered.map((rental) => (
              <label
                key={rental}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-400 px-3 py-2 has-checked:border-navy has-checked:bg-navy-50"
              >
                <input
                  type="radio"
                  name="rental"
                  value={rental}
                  defaultChecked={rental === stay.rental}
                  className="size-4"
                />
                {rentalLabels[rental]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <input type="hidden" name="rental" value={stay.rental} />
      )}

      {stay.rental === "long" ? (
        <>
          <div>
            <label htmlFor="stay-start" className="text-sm font-semibold text-slate-900">
              Start date
            </label>
            <input
              type="date"
              required
              min={earliest.date}
              defaultValue={fields.start}
              className={inputClass}
              {...fieldProps("start", errors)}
            />
            <FieldError name="start" message={errors.start} />
          </div>
          {plans.length > 0 ? (
            <div>
              <label htmlFor="stay-season_plan" className="text-sm font-semibold text-slate-900">
                Days you park
              </label>
              <select
                defaultValue={stay.seasonPlan}
                className={inputClass}
                {...fieldProps("season_plan", errors)}
              >
                {plans.map((plan) => (
                  <option key={plan} value={plan}>
                    {seasonPlanNames[plan]}
                  </option>
                ))}
              </select>
              <FieldError name="season_plan" message={errors.season_plan} />
            </div>
          ) : null}
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <StayTime name="start" label="Arriving" stay={stay} />
          <StayTime name="end" label="Leaving" stay={stay} />
        </div>
      )}
      <FieldError name="rental" message={errors.rental} />
      <button
        type="submit"
        className="w-full rounded-md border-2 border-navy bg-white px-4 py-2 font-semibold text-navy hover:bg-navy-50"
      >
        {updating ? "Fetching Quotes…" : "Update price"}
      </button>
    </Form>
  );
}

function Price({ price, currency }: { price: SpacePageData["price"]; currency: string }) {
  const money = (amount: number) => formatMoney(amount, currency);
  switch (price.kind) {
    case "unpriced":
      return <p className="font-medium text-slate-800">{price.message}</p>;
    case "hourly":
      return (
        <>
          <p className="text-3xl font-bold text-navy" data-testid="space-price">
            {money(price.total)} <span className="text-base font-semibold">total</span>
          </p>
          <p className="text-sm text-slate-700">
            {money(price.parking)} parking and {money(price.serviceFee)} service fee
          </p>
        </>
      );
    case "monthly":
      return (
        <>
          <p className="text-3xl font-bold text-navy" data-testid="space-price">
            {money(price.perMonth)} <span className="text-base font-semibold">a month</span>
          </p>
          <p className="text-sm text-slate-700">
            {money(price.parking)} parking and {money(price.serviceFee)} service fee
          </p>
          <p className="mt-2 text-sm text-slate-800">
            First payment when you book: <strong>{money(price.firstPayment)}</strong>
            {price.arrangementFee > 0
              ? `, including a one-off ${money(price.arrangementFee)} arrangement fee`
              : ""}
            {price.deposit > 0 ? ` and a ${money(price.deposit)} refundable deposit` : ""}.
          </p>
          {price.message ? <p className="mt-1 text-sm text-slate-800">{price.message}</p> : null}
        </>
      );
  }
}

/** The price for the chosen period with every fee in it, availability and the way to book. */
export function PricePanel({ data }: { data: SpacePageData }) {
  const { stay, price, availability, bookHref, space, offered, plans } = data;
  if (data.closed) {
    return (
      <section
        aria-labelledby="price-heading"
        className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm"
      >
        <h2 id="price-heading" className="text-xl font-bold text-navy">
          Not taking bookings
        </h2>
        <p className="mt-3 text-slate-800">This space is not taking bookings at the moment.</p>
        <Link to="/search" className="mt-3 inline-block font-semibold text-blue-800 underline">
          Find another space nearby
        </Link>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="price-heading"
      className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm"
    >
      <h2 id="price-heading" className="text-xl font-bold text-navy">
        Price and availability
      </h2>
      {stay.notice ? (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-slate-900">{stay.notice}</p>
      ) : null}
      <StayForm stay={stay} offered={offered} plans={plans} />
      <div aria-live="polite" className="mt-5 border-t border-slate-200 pt-5">
        <p className="text-sm font-semibold text-slate-700">{stay.summary}</p>
        <div className="mt-2">
          <Price price={price} currency={space.currency.value} />
        </div>
        {availability ? (
          <p
            className={`mt-3 flex items-start gap-2 text-sm font-medium ${
              availability.available ? "text-mint-700" : "text-danger"
            }`}
          >
            <span aria-hidden="true">{availability.available ? "●" : "○"}</span>
            {availability.text}
          </p>
        ) : null}
      </div>
      {bookHref ? (
        <Link
          to={bookHref}
          className="mt-5 block rounded-md bg-mint px-4 py-3 text-center text-lg font-semibold text-navy hover:bg-mint-600 hover:text-white"
        >
          Book this space
        </Link>
      ) : (
        <p className="mt-5 text-sm text-slate-700">
          Choose a period this space is free for to book it.
        </p>
      )}
    </section>
  );
}
