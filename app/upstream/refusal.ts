import { HTTPError } from "ky";
import { refusalSchema } from "#contract/answers";

export type Refusal = {
  kind: "refused";
  status: number;
  /** Spec §8: the server's message, else the first field's, else 'Unknown error'. */
  message: string;
  fields: Record<string, string[]>;
};

/** What a refusing answer says, or nothing when its body cannot be read. */
export async function refusalBodyOf(response: Response) {
  const parsed = refusalSchema.safeParse(await response.json().catch(() => ({})));
  return parsed.success ? parsed.data : {};
}

/** A refusing answer's status and body as a refusal the page can show. */
export function refusalWith(
  status: number,
  { message, errors = {} }: { message?: string; errors?: Record<string, string[]> },
): Refusal {
  return {
    kind: "refused",
    status,
    message: message ?? Object.values(errors).flat()[0] ?? "Unknown error",
    fields: errors,
  };
}

/** Turns a 4xx into a refusal the page can show; anything else is thrown as it came. */
export async function refusalOf(error: unknown): Promise<Refusal> {
  if (!(error instanceof HTTPError) || error.response.status >= 500) throw error;
  return refusalWith(error.response.status, await refusalBodyOf(error.response));
}

/**
 * For calls made signed in: a 401 belongs to the web's session rule (spec §8), not to the page,
 * so it is thrown as it came; any other 4xx is a refusal to show in place.
 */
export async function signedInRefusalOf(error: unknown): Promise<Refusal> {
  if (error instanceof HTTPError && error.response.status === 401) throw error;
  return refusalOf(error);
}
