import { z } from "zod";

/** Whether the service is up, and whether its database answers (for the host's probes). */
export const healthSchema = z.object({ status: z.literal("ok") });
export const readinessSchema = z.object({ status: z.enum(["ready", "unavailable"]) });
