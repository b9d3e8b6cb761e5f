import { useEffect, useRef } from "react";
import { Form, Link, useFetcher } from "react-router";
import type { HelpAnswer, HelpPlacement } from "./chat-launcher";

const quickAnswers = [
  { title: "How do I find my access instructions?", to: "/support/search?q=access+instructions" },
  { title: "How do I cancel a booking and get a refund?", to: "/support/search?q=cancel+refund" },
  { title: "How do monthly subscriptions work?", to: "/support/search?q=monthly+subscription" },
  { title: "I have a parking fine for a booked space", to: "/support/search?q=parking+fine" },
];

/**
 * The `ada` assistant's answer to a typed question: the help centre's best few articles, asked
 * of the help search page's loader, and the way to the team.
 */
function Assistant({ onLeave }: { onLeave: () => void }) {
  const answer = useFetcher<HelpAnswer>();
  const reply = answer.data;
  return (
    <div className="space-y-3">
      <answer.Form method="get" action="/support/search">
        <input type="hidden" name="ask" value="1" />
        <label htmlFor="assistant-question" className="text-sm font-medium">
          Ask a question
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="assistant-question"
            name="q"
            type="text"
            required
            maxLength={200}
            placeholder="How do I get a refund?"
            className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2"
          />
          <button type="submit" className="rounded-md bg-navy px-3 py-2 text-white">
            Ask
          </button>
        </div>
      </answer.Form>
      <div aria-live="polite" className="space-y-2 text-sm">
        {answer.state !== "idle" ? <p>Looking for answers…</p> : null}
        {answer.state === "idle" && reply?.message ? (
          <p className="text-red-700">{reply.message}</p>
        ) : null}
        {answer.state === "idle" && reply && !reply.message && reply.query ? (
          reply.results.length > 0 ? (
            <>
              <p className="font-semibold">These articles should help:</p>
              <ul className="space-y-2">
                {reply.results.map((result) => (
                  <li key={result.to}>
                    <Link
                      to={result.to}
                      onClick={onLeave}
                      className="font-semibold text-blue-800 underline"
                    >
                      {result.title}
                    </Link>
                    <p className="text-slate-700">{result.excerpt}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>I couldn't find an article about that. Our team can help.</p>
          )
        ) : null}
      </div>
    </div>
  );
}

/**
 * The help panel, loaded when the visitor first asks for it: a question for the assistant
 * (`ada`) or a search of the help centre, common answers, and a way to reach the team. It opens
 * each time `opened` counts another press of the Help button.
 */
export function HelpPanel({
  assistant,
  placement,
  opened,
}: {
  assistant: boolean;
  placement: HelpPlacement;
  opened: number;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [opened]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="help-panel-title"
      className={`fixed inset-auto bottom-20 m-0 w-[calc(100%-2rem)] max-w-modal-sm rounded-lg p-0 shadow-2xl backdrop:bg-black/20 sm:max-w-[360px] ${
        placement === "start" ? "left-4" : "right-4"
      }`}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      <div className="flex items-center justify-between bg-navy px-4 py-3 text-white">
        <h2 id="help-panel-title" className="font-semibold">
          How can we help?
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label="Close help"
          className="flex size-9 items-center justify-center rounded hover:bg-white/10"
        >
          ×
        </button>
      </div>
      <div className="space-y-4 p-4 text-slate-900">
        {assistant ? (
          <Assistant onLeave={close} />
        ) : (
          <Form action="/support/search" onSubmit={close}>
            <label htmlFor="help-search" className="text-sm font-medium">
              Search the help centre
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id="help-search"
                name="q"
                type="search"
                required
                className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2"
              />
              <button type="submit" className="rounded-md bg-navy px-3 py-2 text-white">
                Search
              </button>
            </div>
          </Form>
        )}
        <ul className="space-y-1 text-sm">
          {quickAnswers.map((answer) => (
            <li key={answer.to}>
              <Link
                to={answer.to}
                onClick={close}
                className="block rounded px-2 py-2 text-blue-800 hover:bg-slate-100"
              >
                {answer.title}
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-700">
          Still stuck?{" "}
          <Link to="/contact-us" onClick={close} className="font-semibold text-blue-800 underline">
            Contact our team
          </Link>
        </p>
      </div>
    </dialog>
  );
}
