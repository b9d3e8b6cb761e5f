import { useEffect, useRef, useState } from "react";
import { FieldErrors, inputClass } from "~/components/ui/fields";
import { inputProps, type Field } from "~/components/ui/form";
import { useHydrated } from "~/components/search/use-hydrated";
import { solveAltcha } from "~/lib/altcha-solver";
import { loadScript } from "~/lib/script-loader";
import type { BotChallenge } from "#contract/bot-check";

type Recaptcha = {
  render(
    element: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void },
  ): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  ready(callback: () => void): void;
};

declare global {
  interface Window {
    grecaptcha?: Recaptcha;
  }
}

/** Spec §8's bot-check errors, as the visitor and the error log see them. */
export const recaptchaErrors = {
  noKey: "ReCaptcha error: No key provided",
  noVersion: "ReCaptcha error: No version provided",
  loadFailed: "ReCaptcha error: Failed to load script",
  executeFailed: "ReCaptcha error: Failed to execute",
};

function RecaptchaCheck({ config }: { config: { siteKey?: string; version?: "v2" | "v3" } }) {
  const box = useRef<HTMLDivElement>(null);
  const [token, setToken] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const { siteKey, version } = config;
  const misconfigured = !siteKey
    ? recaptchaErrors.noKey
    : !version
      ? recaptchaErrors.noVersion
      : null;
  const error = misconfigured ?? failure;

  useEffect(() => {
    if (!siteKey || !version) return;
    const src =
      version === "v3"
        ? `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
        : "https://www.google.com/recaptcha/api.js?render=explicit";
    loadScript(src, { isReady: () => typeof window.grecaptcha?.ready === "function" })
      .catch(() => {
        throw new Error(recaptchaErrors.loadFailed);
      })
      .then(() =>
        new Promise<void>((resolve) => window.grecaptcha?.ready(resolve)).then(async () => {
          const recaptcha = window.grecaptcha;
          if (!recaptcha) throw new Error(recaptchaErrors.executeFailed);
          if (version === "v3") {
            setToken(await recaptcha.execute(siteKey, { action: "contact" }));
          } else if (box.current) {
            recaptcha.render(box.current, { sitekey: siteKey, callback: setToken });
          }
        }),
      )
      .catch((problem: unknown) =>
        setFailure(
          problem instanceof Error && problem.message.startsWith("ReCaptcha error")
            ? problem.message
            : recaptchaErrors.executeFailed,
        ),
      );
  }, [siteKey, version]);

  return (
    <div>
      <div ref={box} />
      <input type="hidden" name="g-recaptcha-response" value={token} />
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Proof that the sender is a person. With JavaScript the page solves ALTCHA's proof of work by
 * itself; without it, the visitor answers a sum in words. reCAPTCHA when the deployment has it.
 */
export function BotCheckField({
  challenge,
  recaptcha,
  answer,
}: {
  challenge: BotChallenge | null;
  recaptcha: { siteKey?: string; version?: "v2" | "v3" } | null;
  answer: Field;
}) {
  const hydrated = useHydrated();
  const [payload, setPayload] = useState<string | null>(null);

  useEffect(() => {
    if (challenge?.kind !== "altcha") return;
    const stop = new AbortController();
    solveAltcha(challenge.altcha, stop.signal)
      .then((solved) => setPayload(solved))
      .catch(() => setPayload(null));
    return () => stop.abort();
  }, [challenge]);

  if (!challenge) return null;
  if (challenge.kind === "recaptcha") {
    return hydrated ? (
      <RecaptchaCheck config={recaptcha ?? {}} />
    ) : (
      <p className="rounded-md bg-amber-50 p-3 text-slate-900">
        This form checks that you are not a robot with Google reCAPTCHA, which needs JavaScript.
        Turn JavaScript on to send it, or find an answer in the help centre.
      </p>
    );
  }
  if (payload) {
    return (
      <p className="text-sm text-slate-700">
        <input type="hidden" name="altcha" value={payload} />
        <span aria-hidden="true">✓ </span>Checked: you are not a robot.
      </p>
    );
  }
  const hintId = `${answer.id}-hint`;
  return (
    <div>
      <input type="hidden" name="bot_question_token" value={challenge.question.token} />
      <label htmlFor={answer.id} className="block text-sm font-semibold text-slate-900">
        {challenge.question.text}
      </label>
      <p id={hintId} className="text-sm text-slate-700">
        {hydrated
          ? "Checking automatically that you are not a robot… or type the answer."
          : "So we know you are not a robot: type the answer in numbers or words."}
      </p>
      <input
        {...inputProps(answer, { type: "text", hintId })}
        inputMode="numeric"
        autoComplete="off"
        className={`${inputClass} max-w-32`}
      />
      <FieldErrors errors={answer.errors} id={answer.errorId} />
    </div>
  );
}
