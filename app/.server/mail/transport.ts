import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Env } from "~/.server/env";
import { isLocalUrl } from "~/.server/env";
import type { EmailMessage } from "./message";

/**
 * Where e-mails go, chosen once at start (decision 021): an SMTP server when SMTP_URL is set, else the
 * development mailbox, which is the outbox table itself: a delivered message stays there and /dev/mail
 * shows it on a store running on localhost.
 */
export type MailTransport = {
  kind: "smtp" | "development";
  /** Sends one message; what it returns is kept on the outbox row. */
  send(message: EmailMessage): Promise<{ transport: MailTransport["kind"]; messageId?: string }>;
};

export function createMailTransport(options: { smtpUrl?: string; from: string }): MailTransport {
  const { smtpUrl, from } = options;
  if (!smtpUrl) return { kind: "development", send: async () => ({ transport: "development" }) };
  // Short timeouts: a stuck server fails the attempt well within the outbox lease, and it is retried.
  const smtp = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    async send(message) {
      const info = await smtp.sendMail({ from, ...message });
      return { transport: "smtp", messageId: info.messageId };
    },
  };
}

/** The transport the environment asks for; a public store without SMTP is warned about at start. */
export function createMailTransportFromEnv(
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "PUBLIC_URL">,
  logger: Logger,
): MailTransport {
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  if (transport.kind === "development" && !isLocalUrl(env.PUBLIC_URL)) {
    logger.warn(
      { publicUrl: env.PUBLIC_URL },
      "SMTP_URL is not set: e-mails (order confirmations, sign-in links) stay in the database and reach nobody",
    );
  }
  return transport;
}
