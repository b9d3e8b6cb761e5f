import { Component, useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { isChunkLoadError, reloadAfterChunkFailure } from "~/lib/chunk-reload";
import { reportError } from "~/lib/error-reporting";

export const NOT_FOUND_TITLE = "This page could not be found";
export const NOT_FOUND_MESSAGE = "Sorry, we couldn't find the page you were looking for.";
export const GENERIC_ERROR_MESSAGE = "Sorry, something went wrong";

type Described = { status: number; title: string; message: string; stack?: string };

function messageFrom(payload: unknown): string | undefined {
  if (typeof payload === "string" && payload.trim()) return payload;
  if (typeof payload === "object" && payload !== null && "message" in payload) {
    const { message } = payload;
    if (typeof message === "string" && message.trim()) return message;
  }
  return undefined;
}

/** Spec §2 and §8: a 404 names the missing page; anything else shows its status and message. */
export function describeError(error: unknown): Described {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return { status: 404, title: NOT_FOUND_TITLE, message: NOT_FOUND_MESSAGE };
    }
    const message = messageFrom(error.data) ?? error.statusText ?? GENERIC_ERROR_MESSAGE;
    return { status: error.status, title: `Error ${error.status}`, message };
  }
  return {
    status: 500,
    title: "Error 500",
    message: GENERIC_ERROR_MESSAGE,
    stack: import.meta.env.DEV && error instanceof Error ? error.stack : undefined,
  };
}

class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="mx-auto max-w-xl p-8">
        <p>An error occurred while showing the error page</p>
        <a href="/" className="text-blue-800 underline">
          Go to the home page
        </a>
      </main>
    );
  }
}

function ErrorContent({ error, help }: { error: unknown; help?: ReactNode }) {
  const { status, title, message, stack } = describeError(error);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkFailure();
    else if (status >= 500) reportError(error);
  }, [error, status]);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-start justify-center gap-4 px-4 py-16">
      <p className="text-6xl font-bold text-navy">{status}</p>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="text-lg text-slate-700">{message}</p>
      {help}
      <Link
        to="/"
        className="mt-2 rounded-md bg-navy px-5 py-3 font-semibold text-white hover:bg-navy-700"
      >
        Go Home
      </Link>
      {stack ? (
        <pre className="mt-6 max-w-full overflow-auto rounded bg-slate-100 p-4 text-xs">
          {stack}
        </pre>
      ) : null}
    </main>
  );
}

/** `help` says what the visitor can do next, where a route knows more than the status. */
export function ErrorPage({ error, help }: { error: unknown; help?: ReactNode }) {
  return (
    <ErrorPageGuard>
      <title>{`${describeError(error).title} | Parkway`}</title>
      <ErrorContent error={error} help={help} />
    </ErrorPageGuard>
  );
}
