import { visitorContext, type WebConfig } from "../../app/upstream/context";
import { startup } from "../../app/session.server";
import { authHandlers, type AuthCall } from "../mocks/auth";
import { server } from "../mocks/server";
import { dataArgs, webContext } from "./web-context";

type Args<Params> = ReturnType<typeof dataArgs> & { params: Params };

/** A data() answer's body and status, or a loader's plain object as a 200. */
function asResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (typeof result === "object" && result !== null && "init" in result && "data" in result) {
    const init = result.init as ResponseInit | null;
    return Response.json(result.data, { status: init?.status ?? 200, headers: init?.headers });
  }
  return Response.json(result ?? null);
}

/**
 * A request as the host runs it: the start-up middleware (token cookie, visitor, spec §8 rule)
 * around a route's loader or action, with what it threw turned into the response sent.
 */
export async function requestThrough<Params extends Record<string, string | undefined>>(
  handler: (args: Args<Params>) => unknown,
  url: string,
  {
    cookie,
    form,
    params,
    config = {},
    clientAddress,
  }: {
    cookie?: string;
    form?: Record<string, string>;
    /** The route's parameters; a route without any takes none. */
    params?: Params;
    config?: Partial<WebConfig>;
    clientAddress?: string;
  } = {},
) {
  const context = webContext(config, clientAddress);
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const init: RequestInit = form
    ? { method: "POST", body: new URLSearchParams(form), headers }
    : { headers };
  const args: Args<Params> = {
    ...dataArgs(url, { ...init, context }),
    params: params ?? ({} as Params),
  };
  const response = await startup(args, async () => {
    try {
      return asResponse(await handler(args));
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      if (typeof thrown === "object" && thrown !== null && "init" in thrown)
        return asResponse(thrown);
      throw thrown;
    }
  });
  if (!(response instanceof Response)) throw new Error("start-up must answer with a response");
  const cookies = response.headers.getSetCookie();
  return {
    response,
    status: response.status,
    location: response.headers.get("Location"),
    cookies,
    /** The value a Set-Cookie gave `name`, or undefined when none did. */
    cookie(name: string) {
      const set = cookies.findLast((line) => line.startsWith(`${name}=`));
      return set?.slice(name.length + 1).split(";")[0];
    },
    visitor: context.get(visitorContext),
    async body(): Promise<unknown> {
      return response.json();
    },
  };
}

/** The service's sign-in endpoints for one test; the list returned collects what they were sent. */
export function mockAuthService() {
  const calls: AuthCall[] = [];
  server.use(...authHandlers(calls));
  return calls;
}
