import type { EmailMessage } from "~/.server/mail/message";
import { renderEmail } from "~/.server/mail/render";
import { SITE_NAME } from "~/lib/site";

/** Account e-mails: each one says what happened, what to do, and what to do if it was not you. */

const NOT_YOU = "If this wasn't you, you can ignore this e-mail.";

export function verifyEmailMessage(options: { to: string; url: string }): EmailMessage {
  return {
    to: options.to,
    subject: `Verify your email for ${SITE_NAME}`,
    ...renderEmail({
      heading: "Confirm your email address",
      paragraphs: [
        `Thanks for creating an account at ${SITE_NAME}.`,
        "Follow the link below to verify your email address. It signs you in and opens your account. The link works for 24 hours.",
      ],
      action: { label: "Verify my email", url: options.url },
      footer: NOT_YOU,
    }),
  };
}

export function resetPasswordMessage(options: { to: string; url: string }): EmailMessage {
  return {
    to: options.to,
    subject: `Reset your ${SITE_NAME} password`,
    ...renderEmail({
      heading: "Reset your password",
      paragraphs: ["We received a request to reset your password. The link below works for one hour."],
      action: { label: "Choose a new password", url: options.url },
      footer: `${NOT_YOU} Your password stays as it is.`,
    }),
  };
}

/** Sent instead of a second account, so the sign-up page never reveals that an address is registered. */
export function existingAccountMessage(options: { to: string; origin: string }): EmailMessage {
  return {
    to: options.to,
    subject: `You already have a ${SITE_NAME} account`,
    ...renderEmail({
      heading: "You already have an account",
      paragraphs: [
        "Someone, hopefully you, tried to create an account with this email address, which already has one.",
        "Sign in instead. If you haven't verified your address yet, signing in sends a new verification link; if you forgot your password, use 'Forgot password?' on the sign-in page.",
      ],
      action: { label: "Sign in", url: new URL("/auth", options.origin).toString() },
      footer: NOT_YOU,
    }),
  };
}

export type SecurityEvent = "password-changed" | "password-reset" | "two-factor-enabled" | "two-factor-disabled";

const SECURITY_EVENTS: Record<SecurityEvent, { subject: string; text: string }> = {
  "password-changed": {
    subject: "Your password was changed",
    text: "The password of your account was just changed, and your other devices were signed out.",
  },
  "password-reset": {
    subject: "Your password was reset",
    text: "The password of your account was just reset with a link we e-mailed, and every device was signed out.",
  },
  "two-factor-enabled": {
    subject: "Two-factor authentication is on",
    text: "Signing in to your account now also needs a code from your authenticator app or a backup code.",
  },
  "two-factor-disabled": {
    subject: "Two-factor authentication is off",
    text: "Signing in to your account no longer needs a code from your authenticator app.",
  },
};

/** Tells the owner about a change to how their account is protected. */
export function securityNoticeMessage(options: { to: string; event: SecurityEvent; origin: string }): EmailMessage {
  const { subject, text } = SECURITY_EVENTS[options.event];
  return {
    to: options.to,
    subject: `${SITE_NAME}: ${subject.toLowerCase()}`,
    ...renderEmail({
      heading: subject,
      paragraphs: [
        text,
        "If this wasn't you, reset your password right away with 'Forgot password?' on the sign-in page, and contact us.",
      ],
      action: { label: "Go to your account", url: new URL("/account?tab=settings", options.origin).toString() },
    }),
  };
}
