import { z } from "zod";

/**
 * What support staff and operators ask of the service (spec §7 admin): a space's active
 * bookings, and the email queued or sent to someone.
 */

export const activeBookingCountSchema = z
  .object({ active_bookings_count: z.number().int() })
  .meta({ id: "ActiveBookingCount" });

export const outboxSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.uuid(),
        to: z.string(),
        kind: z.string().meta({ example: "password-reset" }),
        subject: z.string(),
        text_body: z.string(),
        html_body: z.string().nullable(),
        attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
        headers: z.record(z.string(), z.string()),
        created_at: z.string().meta({ format: "date-time" }),
        sent_at: z.string().nullable().meta({ format: "date-time" }),
        last_error: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "Outbox" });

export const outboxQuerySchema = z.object({
  to: z.email({ error: "Give the address as to=name@example.com" }),
});
