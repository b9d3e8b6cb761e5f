import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormErrors, primaryButton } from "~/components/ui/fields";
import { formProps, useForm, type FormReply } from "~/components/ui/use-form";

/**
 * The one button on a page an emailed link opens. Mail clients fetch links on their own, so
 * only this post changes anything.
 */
export function UnsubscribeForm({
  id,
  intent,
  lastResult,
  children,
  pending,
}: {
  id: string;
  intent: string;
  lastResult: FormReply | undefined;
  children: ReactNode;
  pending: ReactNode;
}) {
  const [form] = useForm({ id, lastResult });
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  return (
    <Form method="post" {...formProps(form)} className="mt-6 space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={sending}
        className={primaryButton}
      >
        {sending ? pending : children}
      </button>
    </Form>
  );
}

/** What the service said it stopped, announced, and where to go next. */
export function UnsubscribeDone({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <>
      <h1 className="text-3xl font-bold text-navy">{title}</h1>
      <p role="status" className="mt-4 text-lg text-slate-900">
        {message}
      </p>
      {children}
    </>
  );
}
