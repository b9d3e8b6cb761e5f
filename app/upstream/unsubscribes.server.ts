import type { RouterContextProvider } from "react-router";
import { messageSchema } from "#contract/answers";
import { ALERT_STOPPED } from "#contract/location-alerts";
import type { UnsubscribeRequest } from "#contract/unsubscribes";
import { hostContext } from "~/upstream/context";
import { refusalOf } from "./refusal";

/**
 * The emailed links that stop mail (spec §2 and §7): a kind of email to an address, from a
 * signed link, and one parking alert, from its token. Neither needs a sign-in.
 */

export function createUnsubscribes(context: Readonly<RouterContextProvider>) {
  const http = context.get(hostContext).marketplace.client(undefined);
  return {
    async unsubscribe(request: UnsubscribeRequest) {
      try {
        const body = await http
          .post("v2/misc/user-notifications/unsubscribe", { json: request })
          .json();
        return { kind: "unsubscribed" as const, message: messageSchema.parse(body).message };
      } catch (error) {
        return refusalOf(error);
      }
    },

    /**
     * Spec §7 and §8: every status is accepted, none thrown. The service answers alike whether
     * or not the token named a live alert, so a refusal says no more than a success; only when
     * the service itself failed (5xx) is the answer null, as the alert may still be live.
     */
    async stopLocationAlert(token: string): Promise<string | null> {
      const response = await http.post("v2/misc/location-notifications/unsubscribe", {
        json: { token },
        throwHttpErrors: false,
      });
      if (response.status >= 500) return null;
      const body = messageSchema.safeParse(await response.json().catch(() => null));
      return response.ok && body.success ? body.data.message : ALERT_STOPPED;
    },
  };
}
