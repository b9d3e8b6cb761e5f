import { formProps, useForm, type FormReply } from "~/components/ui/use-form";
import { Form } from "react-router";
import type { BookPageData } from "~/routes/book/book-page.server";
import { FormErrors, primaryButton, TextField } from "~/components/ui/fields";
import { useRegion } from "~/components/layout/root-data";

/** Who is parking: the confirmation, receipts and the owner's contact go to these. */
export function DetailsStep({ data, lastResult }: { data: BookPageData; lastResult?: FormReply }) {
  const region = useRegion();
  const [form, fields] = useForm({
    id: "details",
    lastResult,
    defaultValue: data.driver,
  });
  return (
    <Form method="post" {...formProps(form)} className="space-y-5">
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
        hint={region.mobileHint}
        autoComplete="tel"
      />
      <button type="submit" className={primaryButton}>
        Continue
      </button>
    </Form>
  );
}
