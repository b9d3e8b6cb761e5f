import { expect, test } from "vitest";
import {
  distanceLabel,
  locationAlertConfirmationEmail,
  locationAlertUnsubscribeLink,
  newUnsubscribeToken,
} from "../../api/domain/location-notifications";
import { isInServiceArea } from "#contract/service-area";

test("unsubscribe tokens are long, random and safe in a URL", () => {
  const token = newUnsubscribeToken();

  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(newUnsubscribeToken()).not.toBe(token);
});

test("an alert's unsubscribe link opens the web's page with the token", () => {
  expect(locationAlertUnsubscribeLink("http://localhost:3000/", "abc_-1")).toBe(
    "http://localhost:3000/location-notifications/unsubscribe?token=abc_-1",
  );
});

test("distances read as metres below a kilometre and kilometres above", () => {
  expect(distanceLabel(500)).toBe("500 m");
  expect(distanceLabel(2_000)).toBe("2 km");
  expect(distanceLabel(2_500)).toBe("2.5 km");
});

test("the confirmation says what is watched and how to stop it", () => {
  const email = locationAlertConfirmationEmail({
    placeName: "Leeds <station>",
    radiusMetres: 2_000,
    rental: "long",
    unsubscribeLink: "http://localhost:3000/location-notifications/unsubscribe?token=t",
    stopAllLink: "http://localhost:3000/unsubscribe/ada%40example.com/location-alerts?signature=s",
  });

  expect(email.textBody).toContain("monthly parking comes up within 2 km of Leeds <station>");
  expect(email.textBody).toContain("location-notifications/unsubscribe?token=t");
  expect(email.htmlBody).toContain("Leeds &lt;station&gt;");
});

test("the service area covers Great Britain and Ireland and nowhere else", () => {
  expect(isInServiceArea(53.7946, -1.5474)).toBe(true);
  expect(isInServiceArea(53.3498, -6.2603)).toBe(true);
  expect(isInServiceArea(60.8, -0.8)).toBe(true);
  expect(isInServiceArea(48.8566, 2.3522)).toBe(false);
  expect(isInServiceArea(40.7128, -74.006)).toBe(false);
});
