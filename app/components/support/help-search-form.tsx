import { Form } from "react-router";

/** The help centre's search box: a plain GET form, so it works on pages without scripts. */
export function HelpSearchForm({
  defaultValue = "",
  error,
  label = "Search the help centre",
  asking = false,
}: {
  defaultValue?: string;
  error?: string;
  label?: string;
  /** The help assistant's question form: answered with the best few articles. */
  asking?: boolean;
}) {
  return (
    <Form method="get" action="/support/search" role="search" className="max-w-2xl">
      <label htmlFor="help-query" className="block font-semibold text-slate-900">
        {label}
      </label>
      {asking ? <input type="hidden" name="ask" value="1" /> : null}
      <div className="mt-2 flex gap-2">
        <input
          id="help-query"
          name="q"
          type="search"
          required
          maxLength={200}
          defaultValue={defaultValue}
          placeholder="For example: cancel a booking"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "help-query-error" : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-500 bg-white px-3 py-2.5"
        />
        <button
          type="submit"
          className="rounded-md bg-navy px-5 py-2.5 font-semibold text-white hover:bg-navy-700"
        >
          {asking ? "Ask" : "Search"}
        </button>
      </div>
      {error ? (
        <p id="help-query-error" className="mt-2 font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
