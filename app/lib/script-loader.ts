/** Spec §9: an external script has 5 s to become ready, checked every 100 ms. */
export const SCRIPT_TIMEOUT_MS = 5000;
export const SCRIPT_POLL_MS = 100;

export type LoadScriptOptions = {
  /** When given, the script counts as loaded only once this returns true. */
  isReady?: () => boolean;
  timeoutMs?: number;
  pollMs?: number;
  attributes?: Record<string, string>;
};

const loading = new Map<string, Promise<void>>();

/** The page's CSP nonce; browsers hide the attribute after load, but the property keeps it. */
function pageNonce() {
  const script = document.querySelector<HTMLScriptElement>("script[nonce]");
  return script?.nonce || script?.getAttribute("nonce") || undefined;
}

// A readiness probe that throws just means "not yet".
function probe(isReady: () => boolean) {
  try {
    return isReady();
  } catch {
    return false;
  }
}

function inject(
  src: string,
  {
    isReady,
    timeoutMs = SCRIPT_TIMEOUT_MS,
    pollMs = SCRIPT_POLL_MS,
    attributes = {},
  }: LoadScriptOptions,
) {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    let poll: ReturnType<typeof setInterval> | undefined;

    function settle(error?: Error) {
      clearTimeout(timeout);
      clearInterval(poll);
      script.removeEventListener("load", onLoad);
      script.removeEventListener("error", onError);
      if (!error) return resolve();
      script.remove();
      reject(error);
    }

    function checkReady() {
      if (isReady && probe(isReady)) settle();
    }

    function onLoad() {
      if (!isReady) settle();
      else checkReady();
    }

    function onError() {
      settle(new Error("Failed to load script"));
    }

    const timeout = setTimeout(() => settle(new Error("Timeout exceeded")), timeoutMs);
    if (isReady) poll = setInterval(checkReady, pollMs);

    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    const nonce = pageNonce();
    // 'strict-dynamic' alone would allow it; the nonce covers browsers that only know CSP2.
    if (nonce) script.setAttribute("nonce", nonce);
    script.async = true;
    script.src = src;
    script.addEventListener("load", onLoad);
    script.addEventListener("error", onError);
    document.head.appendChild(script);
  });
}

/**
 * Adds `<script async src>` once per src and settles when it is usable. Rejects with
 * 'Timeout exceeded' (spec §8) or 'Failed to load script'; a failed src may be tried again.
 */
export function loadScript(src: string, options: LoadScriptOptions = {}): Promise<void> {
  const pending = loading.get(src);
  if (pending) return pending;
  if (options.isReady && probe(options.isReady)) return Promise.resolve();
  const promise = inject(src, options);
  loading.set(src, promise);
  promise.catch(() => loading.delete(src));
  return promise;
}
