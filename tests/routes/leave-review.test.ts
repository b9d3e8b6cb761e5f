import { http } from "msw";
import { invalidRequestSchema } from "#contract/answers";
import { contractJson } from "../mocks/contract-json";
import { expect, onTestFinished, test } from "vitest";
import { action, loader } from "../../app/routes/leave-review";
import { accountHandlers } from "../mocks/account";
import { bookingReview } from "../mocks/bookings";
import { marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { loaderArgs } from "./account-visitor";
import { linkArgs, statusOf, thrownBy } from "./booking-args";

const api = (path: string) => new URL(path, marketplaceUrl).toString();

function post(path: string, fields: Record<string, string>) {
  return action(linkArgs(path, { method: "POST", body: new URLSearchParams(fields) }));
}

/** The review bodies the service is sent, while it still answers them normally. */
function sentReviews() {
  const sent: unknown[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.method === "POST" && request.url.endsWith("/reviews")) {
      sent.push(await request.clone().json());
    }
  };
  server.events.on("request:start", listener);
  onTestFinished(() => {
    server.events.removeListener("request:start", listener);
  });
  return sent;
}

/** What the action answered with data(): the conform result and the status. */
function answerOf(answer: unknown) {
  const { data, init } = answer as {
    data: { result: { error?: Record<string, string[] | null> } };
    init: { status: number };
  };
  return { status: init.status, error: data.result.error };
}

test("a driver who has parked sees which booking the review is for, and the form", async () => {
  const page = await loader(linkArgs("/leave-review/504?hash=parked-hash"));
  expect(page.booking).toEqual({
    reference: "PW-PARK3D",
    period: "Mon, 3 Mar 2025, 09:30 to 12:00",
    space: {
      title: "Parking bay on Mill Lane",
      address: "47 Mill Lane, Leeds, LS1 2XP",
      href: "/locations/show/13",
    },
  });
  expect(page.review).toBeNull();
  expect(page.reviewable).toEqual({ open: true, reason: null });
});

test("a booking already reviewed shows its review instead of the form", async () => {
  const page = await loader(linkArgs("/leave-review/505?hash=reviewed-hash"));
  expect(page.review).toEqual({ ...bookingReview, written: "Tue, 4 Mar 2025" });
});

test("a booking whose parking has not started says when a review can be left", async () => {
  const page = await loader(linkArgs("/leave-review/501?hash=hourly-hash"));
  expect(page.reviewable).toEqual({
    open: false,
    reason:
      "You can review this space once your parking has started, from Mon, 3 Jun 2030, 09:30. Come back to this link then.",
  });
  const monthly = await loader(linkArgs("/leave-review/502?hash=monthly-hash"));
  expect(monthly.booking.period).toBe("Monthly parking, weekdays (Mon–Fri), from Sat, 1 Jun 2030");
});

test("the signed-in driver who made the booking reaches its review without the hash", async () => {
  server.use(...accountHandlers());
  const own = await thrownBy(() =>
    loader(loaderArgs("/leave-review/504", { bookingId: "504" }, true)),
  );
  expect(own).toBeInstanceOf(Response);
  expect((own as Response).headers.get("Location")).toBe("/leave-review/504?hash=parked-hash");

  const another = await thrownBy(() =>
    loader(loaderArgs("/leave-review/999", { bookingId: "999" }, true)),
  );
  expect(statusOf(another)).toBe(404);
});

test("without the hash, a signed-out visitor signs in first and comes back", async () => {
  const signedOut = await thrownBy(() =>
    loader(loaderArgs("/leave-review/504", { bookingId: "504" }, false)),
  );
  expect((signedOut as Response).headers.get("Location")).toBe(
    "/login?redirect=%2Fleave-review%2F504",
  );
});

test("a link without a booking or its hash is the 404 page", async () => {
  for (const path of [
    "/leave-review",
    "/leave-review/504?hash=wrong",
    "/leave-review/999?hash=parked-hash",
  ]) {
    expect(statusOf(await thrownBy(() => loader(linkArgs(path)))), path).toBe(404);
  }
  const posted = await thrownBy(() => post("/leave-review?hash=parked-hash", { rating: "5" }));
  expect(statusOf(posted)).toBe(404);
});

test("a review is sent with the link's hash, then the page shows it", async () => {
  const sent = sentReviews();
  const answer = await post("/leave-review/504?hash=parked-hash", {
    rating: "5",
    comment: "  Easy to find.  ",
  });
  expect(answer).toBeInstanceOf(Response);
  const redirected = answer as unknown as Response;
  expect(redirected.status).toBe(302);
  expect(redirected.headers.get("Location")).toBe("/leave-review/504?hash=parked-hash");
  expect(sent).toEqual([{ hash: "parked-hash", rating: 5, comment: "Easy to find." }]);
});

test("a review without a comment is sent with an empty one", async () => {
  const sent = sentReviews();
  await post("/leave-review/504?hash=parked-hash", { rating: "3", comment: "" });
  expect(sent).toEqual([{ hash: "parked-hash", rating: 3, comment: "" }]);
});

test("a rating left out or out of range, or a comment too long, is a 400 by its field", async () => {
  const sent = sentReviews();
  const noRating = answerOf(await post("/leave-review/504?hash=parked-hash", { comment: "Hi" }));
  expect(noRating).toEqual({ status: 400, error: { rating: ["Choose from 1 to 5 stars"] } });

  const six = answerOf(await post("/leave-review/504?hash=parked-hash", { rating: "6" }));
  expect(six.error).toEqual({ rating: ["Choose from 1 to 5 stars"] });

  const long = answerOf(
    await post("/leave-review/504?hash=parked-hash", { rating: "4", comment: "x".repeat(2001) }),
  );
  expect(long).toEqual({
    status: 400,
    error: { comment: ["Keep your review under 2,000 characters"] },
  });
  expect(sent).toEqual([]);
});

test("the service's refusal is shown in place, keeping what was typed", async () => {
  const answer = await post("/leave-review/505?hash=reviewed-hash", {
    rating: "2",
    comment: "Second thoughts",
  });
  const { data, init } = answer as unknown as {
    data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    init: { status: number };
  };
  expect(init.status).toBe(409);
  expect(data.result.error).toEqual({ "": ["You have already reviewed this booking. Thank you!"] });
  expect(data.result.initialValue).toEqual({ rating: "2", comment: "Second thoughts" });
});

test("parking that has not started is refused with the service's words", async () => {
  const answer = answerOf(await post("/leave-review/501?hash=hourly-hash", { rating: "5" }));
  expect(answer).toEqual({
    status: 409,
    error: { "": ["You can review a space once you have parked there."] },
  });
});

test("the service's field errors are shown by the field", async () => {
  server.use(
    http.post(api("v2/tenant/bookings/:id/reviews"), () =>
      contractJson(
        invalidRequestSchema,
        {
          message: "Please correct the invalid fields",
          errors: { comment: ["Keep your review under 2,000 characters"] },
        },
        { status: 400 },
      ),
    ),
  );
  const answer = answerOf(
    await post("/leave-review/504?hash=parked-hash", { rating: "4", comment: "Fine" }),
  );
  expect(answer).toEqual({
    status: 400,
    error: { comment: ["Keep your review under 2,000 characters"] },
  });
});
