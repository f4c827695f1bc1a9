import { backOffice, signInAsNewOwner } from "./admin-helpers";
import { openLatestMail, uniqueEmail } from "./auth-helpers";
import { expect, open, test } from "./fixtures";

test("a customer's message is answered from the back office, e-mailed with Reply-To the shop, and closed", async ({
  page,
  expectAccessible,
}) => {
  test.slow(); // a contact message, an owner's enrolment, an answer, two axe scans and the mailbox

  const customer = uniqueEmail("dana");
  const subject = `Can I swap the flavour? ${Date.now()}`;
  await open(page, "/contact");
  const form = page.getByRole("region", { name: "Send us a message" });
  await form.getByRole("textbox", { name: "Name" }).fill("Dana Rivera");
  await form.getByRole("textbox", { name: "Email" }).fill(customer);
  await form.getByRole("textbox", { name: "Subject" }).fill(subject);
  await form.getByRole("textbox", { name: "Message" }).fill("My order has Blue Raz; could it be Miami instead?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(/^Thanks, Dana Rivera!/)).toBeVisible();

  await signInAsNewOwner(page);
  await open(page, "/admin/orders");
  await backOffice(page).getByRole("link", { name: "Messages" }).click();
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /^New \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  const inbox = page.getByRole("region", { name: "Messages" });
  await expect(inbox.getByRole("row").filter({ hasText: subject })).toContainText("New");
  await expectAccessible();

  await inbox.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
  const conversation = page.getByRole("list", { name: "Conversation" });
  await expect(conversation).toContainText("could it be Miami instead?");
  await page.getByRole("textbox", { name: "Your answer" }).fill("Hi Dana,\n\nDone: your parcel will carry Miami.");
  await page.getByRole("button", { name: "Send answer" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Your answer was sent to ${customer}.` })).toBeVisible();
  await expect(conversation.getByRole("listitem")).toHaveCount(2);
  await expect(conversation).toContainText("Done: your parcel will carry Miami.");
  await expect(page.getByText("Answered", { exact: true })).toBeVisible();
  await expectAccessible();

  await page.getByRole("button", { name: "Close message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The message is closed." })).toBeVisible();
  await page.getByRole("link", { name: "All messages" }).click();
  await page.getByRole("link", { name: /^Closed \(\d+\)$/ }).click();
  await expect(page.getByRole("region", { name: "Messages" }).getByRole("link", { name: subject })).toBeVisible();

  const mail = await openLatestMail(page, { to: customer, subject: `Re: ${subject}` });
  await expect(mail).toContainText("Reply-To store@charge-supplements.example");
  await expect(mail).toContainText("Done: your parcel will carry Miami.");
  await expect(mail).toContainText("> My order has Blue Raz; could it be Miami instead?");
});
