import type { FieldErrors } from "./forms";

/** The back office's inbox of contact-form messages. */

export const CONTACT_STATUSES = ["new", "answered", "closed"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: "New",
  answered: "Answered",
  closed: "Closed",
};

/** The longest answer the shop may send, as long as the longest message a customer may send. */
export const CONTACT_REPLY_MAX = 5000;

export type ContactMessageSummary = {
  id: string;
  name: string;
  email: string;
  subject: string;
  status: ContactStatus;
  createdAt: Date;
  replyCount: number;
};

export type ContactReply = { id: string; body: string; staffEmail: string; createdAt: Date };

/** One message with the shop's answers, oldest first. */
export type ContactThread = ContactMessageSummary & { message: string; replies: ContactReply[] };

/** How many messages each state holds: the inbox's tabs show them. */
export type ContactStatusCounts = Record<ContactStatus, number>;

/** What a message page's forms answer. */
export type ContactThreadActionData = { error?: string; done?: string; fieldErrors?: FieldErrors };

/** The subject of the shop's answer: one "Re: " however long the exchange. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}
