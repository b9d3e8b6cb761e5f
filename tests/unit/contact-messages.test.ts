import { expect, test } from "vitest";
import {
  contactAcknowledgementEmail,
  contactNotificationEmail,
  contactReference,
  safeFilename,
  sniffImageType,
} from "../../api/domain/contact-messages";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

test("images are recognised by their first bytes", () => {
  expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
  expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
    "image/png",
  );
  expect(sniffImageType(bytes(...ascii("RIFF"), 0x24, 0, 0, 0, ...ascii("WEBPVP8 ")))).toBe(
    "image/webp",
  );
  expect(sniffImageType(bytes(0, 0, 0, 0x18, ...ascii("ftypheic"), 0, 0, 0, 0))).toBe("image/heic");
});

test("other files and truncated images are not recognised", () => {
  expect(sniffImageType(bytes(...ascii("GIF89a")))).toBeNull();
  expect(sniffImageType(bytes(...ascii("%PDF-1.7")))).toBeNull();
  expect(sniffImageType(bytes(0, 0, 0, 0x18, ...ascii("ftypavif")))).toBeNull();
  expect(sniffImageType(bytes(...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WAVE")))).toBeNull();
  expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
  expect(sniffImageType(bytes())).toBeNull();
});

test("file names lose their folders and control characters", () => {
  expect(safeFilename("C:\\Users\\ada\\Pictures\\gate.jpg")).toBe("gate.jpg");
  expect(safeFilename("../../etc/passwd")).toBe("passwd");
  expect(safeFilename("bay\u0000\n12.png")).toBe("bay12.png");
  expect(safeFilename("   ")).toBe("image");
  expect(safeFilename(`${"a".repeat(300)}.jpg`)).toHaveLength(200);
});

test("a contact reference is PWC- and the first 8 characters of the id", () => {
  expect(contactReference("3f9a1c2e-77b0-4d1e-9c3a-0b6f5e2d1a90")).toBe("PWC-3F9A1C2E");
});

test("the acknowledgement names the reference and the topic", () => {
  const email = contactAcknowledgementEmail({
    name: "Ada",
    reference: "PWC-3F9A1C2E",
    topic: "refund",
  });

  expect(email.subject).toBe("We have your message (PWC-3F9A1C2E)");
  expect(email.textBody).toContain("about a refund. Your reference is PWC-3F9A1C2E.");
});

test("what a sender wrote reaches support as text, never as markup", () => {
  const email = contactNotificationEmail({
    reference: "PWC-3F9A1C2E",
    name: "Ada",
    email: "ada@example.com",
    topic: "access",
    bookingReference: null,
    message: 'The gate code <script>alert("x")</script> does not work.',
    imageCount: 2,
  });

  expect(email.textBody).toContain('<script>alert("x")</script>');
  expect(email.htmlBody).not.toContain("<script>");
  expect(email.htmlBody).toContain("&lt;script&gt;");
  expect(email.textBody).toContain("Booking reference: none given");
  expect(email.textBody).toContain("Images: 2");
});
