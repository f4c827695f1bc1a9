import type { EmailMessage } from "~/.server/mail/message";
import { renderEmail } from "~/.server/mail/render";
import { INVITATION_DAYS } from "~/lib/admin";
import { SITE_NAME } from "~/lib/site";

export function staffInvitationMessage(options: { to: string; url: string; invitedBy: string }): EmailMessage {
  return {
    to: options.to,
    subject: `You're invited to the ${SITE_NAME} back office`,
    ...renderEmail({
      heading: "Join the back office",
      paragraphs: [
        `${options.invitedBy} invited you to help run ${SITE_NAME} as staff.`,
        `Follow the link below and sign in (or create an account) with this email address to accept. The link works for ${INVITATION_DAYS} days. The back office asks staff to turn on two-factor authentication first.`,
      ],
      action: { label: "Accept the invitation", url: options.url },
      footer: "If you weren't expecting this, you can ignore this e-mail.",
    }),
  };
}
