import type { FormReply } from "~/components/ui/use-form";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";

/** The sandbox provider's card fields (decision 025): the number is typed into its page only. */
const CARD_FIELDS_PATH = "/api/v2/sandbox/pages/card";

type CardFieldsMessage =
  { type: "parkway-card-token"; token: string } | { type: "parkway-card-invalid" };

function cardFieldsMessage(data: unknown): CardFieldsMessage | null {
  if (typeof data !== "object" || data === null || !("type" in data)) return null;
  if (data.type === "parkway-card-invalid") return { type: "parkway-card-invalid" };
  if (data.type === "parkway-card-token" && "token" in data && typeof data.token === "string") {
    return { type: "parkway-card-token", token: data.token };
  }
  return null;
}

/**
 * With JavaScript, a new card is typed into the provider's framed card fields, which hand back
 * only a token; the form's submit waits for it, then is sent again with the token. A refused
 * answer (`lastResult` changes) starts the card afresh: the token was for that attempt.
 */
export function useCardFields(lastResult: FormReply | undefined) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [token, setToken] = useState("");
  const [tokenising, setTokenising] = useState(false);
  const [attempt, setAttempt] = useState({ result: lastResult, count: 0 });
  if (attempt.result !== lastResult) {
    setAttempt({ result: lastResult, count: attempt.count + 1 });
    setTokenising(false);
    setToken("");
  }
  useEffect(() => {
    function answer(event: MessageEvent) {
      const fields = frame.current;
      if (!fields || event.source !== fields.contentWindow) return;
      if (event.origin !== new URL(fields.src).origin) return;
      const message = cardFieldsMessage(event.data);
      if (message?.type === "parkway-card-invalid") setTokenising(false);
      if (message?.type === "parkway-card-token") {
        flushSync(() => setToken(message.token));
        fields.closest("form")?.requestSubmit();
      }
    }
    window.addEventListener("message", answer);
    return () => window.removeEventListener("message", answer);
  }, []);
  /** True when the card fields were asked for a token first, and the submit must wait. */
  function askForToken(event: FormEvent<HTMLFormElement>) {
    const fields = frame.current;
    if (!fields?.contentWindow || token) return false;
    event.preventDefault();
    setTokenising(true);
    fields.contentWindow.postMessage({ type: "parkway-card-submit" }, new URL(fields.src).origin);
    return true;
  }
  /** The framed fields: in the browser only, where the page's own origin is known. */
  function renderFrame() {
    return (
      <iframe
        key={attempt.count}
        ref={frame}
        title="Card details"
        src={`${CARD_FIELDS_PATH}?${new URLSearchParams({ mode: "embedded", parent_origin: window.location.origin })}`}
        className="mt-3 h-64 w-full border-0"
      />
    );
  }
  return { token, tokenising, askForToken, renderFrame };
}
