import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { z } from "zod";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { vehicleForms } from "~/components/account/forms";
import { SavedItemActions } from "~/components/account/saved-item-actions";
import { RegistrationLookup } from "~/components/booking/registration-lookup";
import { FormErrors, primaryButton } from "~/components/ui/fields";
import type { FormConstraint } from "~/components/ui/form";
import { formProps, useForm, type FormReply } from "~/components/ui/use-form";
import { flashToast } from "~/cookies.server";
import type { Vehicle } from "#contract/vehicles";
import { accountFor } from "~/upstream/account.server";
import type { Route } from "./+types/vehicles";

/**
 * The driver's saved vehicles: the default is chosen first at checkout (spec §4). A new one is
 * looked up in the register as the booking step does, then saved; any can be made the default
 * or removed.
 */

export async function loader(args: Route.LoaderArgs) {
  requireSignedIn(args);
  return {
    vehicles: await accountFor(args.context).vehicles(),
    constraint: getZodConstraint(vehicleForms),
  };
}

function described(vehicle: Pick<Vehicle, "custom_data">) {
  const { make, model, colour } = vehicle.custom_data;
  if (make === "unknown") return null;
  return [make, model].filter(Boolean).join(" ") + (colour ? `, ${colour.toLowerCase()}` : "");
}

async function saved(title: string) {
  return redirect("/account/vehicles", {
    headers: { "Set-Cookie": await flashToast({ type: "success", title }) },
  });
}

export async function action(args: Route.ActionArgs) {
  requireSignedIn(args);
  const account = accountFor(args.context);
  const submission = parseWithZod(await args.request.formData(), { schema: vehicleForms });
  if (submission.status !== "success") {
    return data({ form: "add" as const, result: submission.reply(), found: null }, { status: 400 });
  }
  const request = submission.value;
  switch (request.intent) {
    case "look-up-vehicle": {
      const answer = await account.lookUpVehicle(request.registration);
      if (answer.kind === "refused") {
        return data(
          {
            form: "add" as const,
            result: submission.reply({ fieldErrors: { registration: [answer.message] } }),
            found: null,
          },
          { status: answer.status },
        );
      }
      const { vehicle } = answer;
      return {
        form: "add" as const,
        result: submission.reply(),
        found: {
          registration: vehicle.registration,
          description: described({ custom_data: { ...vehicle } }),
          makeImage: vehicle.make_image,
        },
      };
    }
    case "add-vehicle": {
      const answer = await account.addVehicle(request.registration, request.make_default === "on");
      if (answer.kind === "refused") {
        const messages = answer.fields.registration ?? [];
        return data(
          {
            form: "add" as const,
            result: submission.reply(
              messages.length > 0
                ? { fieldErrors: { registration: messages } }
                : { formErrors: [answer.message] },
            ),
            found: null,
          },
          { status: answer.status },
        );
      }
      const description = described(answer.vehicle);
      return saved(
        `${answer.vehicle.registration}${description ? ` (${description})` : ""} added to your vehicles`,
      );
    }
    case "make-default-vehicle":
    case "remove-vehicle": {
      const answer =
        request.intent === "remove-vehicle"
          ? await account.removeVehicle(request.vehicle_id)
          : await account.makeDefaultVehicle(request.vehicle_id);
      if (answer.kind === "refused") {
        return data(
          {
            form: "list" as const,
            result: submission.reply({ formErrors: [answer.message] }),
            found: null,
          },
          { status: answer.status },
        );
      }
      return saved(
        answer.kind === "removed"
          ? "Vehicle removed"
          : `${answer.vehicle.registration} is now your default vehicle`,
      );
    }
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Your vehicles | Parkway" },
  { name: "robots", content: "noindex, nofollow" },
];

function AddVehicle({
  lastResult,
  found,
  constraint,
}: {
  lastResult: FormReply | undefined;
  constraint: FormConstraint;
  found: { registration: string; description: string | null; makeImage: string } | null;
}) {
  const [form, fields] = useForm<Extract<z.input<typeof vehicleForms>, { intent: "add-vehicle" }>>({
    id: "add-vehicle",
    lastResult,
    constraint,
  });
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent");
  return (
    <Form method="post" {...formProps(form)} className="space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <RegistrationLookup
        field={fields.registration}
        defaultValue={found?.registration}
        disabled={Boolean(sending)}
        found={found && { ...found, description: found.description ?? "a vehicle" }}
      />
      <label className="flex items-center gap-3">
        <input type="checkbox" name="make_default" className="size-5 accent-navy" />
        Make it my default vehicle
      </label>
      <button
        type="submit"
        name="intent"
        value="add-vehicle"
        disabled={Boolean(sending)}
        className={primaryButton}
      >
        {sending === "add-vehicle" ? "Adding…" : "Add vehicle"}
      </button>
    </Form>
  );
}

export default function Vehicles({ loaderData, actionData }: Route.ComponentProps) {
  const { vehicles } = loaderData;
  const listErrors = actionData?.form === "list" ? actionData.result.error?.[""] : undefined;
  return (
    <div className="space-y-10">
      <section aria-labelledby="vehicles-heading">
        <h2 id="vehicles-heading" className="mb-3 text-2xl font-bold text-navy">
          Your vehicles
        </h2>
        <div className="mb-3">
          <FormErrors errors={listErrors ?? undefined} id="vehicles-error" />
        </div>
        {vehicles.length > 0 ? (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {vehicles.map((vehicle) => (
              <li key={vehicle.id} className="flex flex-wrap items-center gap-4 p-4">
                {vehicle.custom_data.make_image ? (
                  <img
                    src={vehicle.custom_data.make_image}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="font-mono text-lg font-bold text-slate-900">
                    {vehicle.registration}
                    {vehicle.default ? (
                      <span className="ml-2 font-sans text-sm font-semibold text-slate-700">
                        (default)
                      </span>
                    ) : null}
                  </p>
                  <p className="text-slate-700">{described(vehicle) ?? "Make not known"}</p>
                </div>
                <SavedItemActions
                  idName="vehicle_id"
                  id={vehicle.id}
                  name={vehicle.registration}
                  isDefault={vehicle.default}
                  defaultIntent="make-default-vehicle"
                  removeIntent="remove-vehicle"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-800">
            You have no saved vehicles. Add one and it is chosen for you when you book.
          </p>
        )}
      </section>
      <section aria-labelledby="add-vehicle-heading" className="max-w-xl">
        <h2 id="add-vehicle-heading" className="mb-3 text-2xl font-bold text-navy">
          Add a vehicle
        </h2>
        <AddVehicle
          lastResult={actionData?.form === "add" ? actionData.result : undefined}
          found={actionData?.form === "add" ? actionData.found : null}
          constraint={loaderData.constraint}
        />
      </section>
    </div>
  );
}
