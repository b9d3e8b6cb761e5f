import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { BookPageData } from "~/booking/book-page.server";
import { FormErrors, primaryButton, TextField } from "./fields";

/** Who is parking: the confirmation, receipts and the owner's contact go to these. */
export function DetailsStep({
  data,
  lastResult,
}: {
  data: BookPageData;
  lastResult?: SubmissionResult;
}) {
  const [form, fields] = useForm({
    id: "details",
    lastResult,
    defaultValue: data.driver,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="intent" value="details" />
      <h2 className="text-xl font-bold text-navy">Who is parking?</h2>
      <FormErrors errors={form.errors} id={form.errorId} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.first_name} label="First name" autoComplete="given-name" />
        <TextField field={fields.last_name} label="Last name" autoComplete="family-name" />
      </div>
      <TextField
        field={fields.email}
        type="email"
        label="Email address"
        hint="Your confirmation and the way in are sent here."
        autoComplete="email"
      />
      <TextField
        field={fields.mobile}
        type="tel"
        label="Mobile number"
        hint="So the space owner can reach you on the day, for example 07700 900123."
        autoComplete="tel"
      />
      <button type="submit" className={primaryButton}>
        Continue
      </button>
    </Form>
  );
}
