import { inPlace, visitorContextFor } from "./account-visitor";
import { dataArgs } from "./web-context";

/**
 * The arguments React Router gives an owner page's loader or action at `path`: signed in as the
 * mocks' owner (the driver who owns listings 7, 8 and 9), or signed out with `signedIn: false`.
 */
export function ownerArgs<Params extends Record<string, string> = Record<string, string>>(
  path: string,
  { params, signedIn = true, ...init }: RequestInit & { params?: Params; signedIn?: boolean } = {},
) {
  return {
    ...dataArgs(`http://localhost${path}`, { ...init, context: visitorContextFor(signedIn) }),
    // Pages without a listing in their address take no params.
    params: params ?? ({} as Params),
  };
}

/** A form post of `fields` to `path`, as a browser without JavaScript sends it. */
export function postArgs<Params extends Record<string, string>>(
  path: string,
  fields: Record<string, string | string[]>,
  params?: Params,
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const each of [value].flat()) body.append(name, each);
  }
  return ownerArgs(path, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    params,
  });
}

/** What a loader or action returned or threw, whichever it was. */
export async function outcome(run: () => Promise<unknown>) {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

/** A redirect's target, or undefined for anything else. */
export function redirectedTo(answer: unknown) {
  return answer instanceof Response && answer.status >= 300 && answer.status < 400
    ? answer.headers.get("Location")
    : undefined;
}

/** The status and body of React Router's data(), or of a plain answer (a 200). */
export function dataOf(answer: unknown): { status: number; body: unknown } {
  const { status, data } = inPlace(answer);
  return { status, body: data };
}
