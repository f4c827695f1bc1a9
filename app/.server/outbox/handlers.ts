import type { Logger } from "pino";
import type { Env } from "~/.server/env";
import { EMAIL_TOPIC, emailMessageSchema } from "~/.server/mail/message";
import { createMailTransportFromEnv, type MailTransport } from "~/.server/mail/transport";
import { testWebhookSecret } from "~/.server/payments";
import {
  createTestPaymentWebhookHandler,
  TEST_PAYMENT_WEBHOOK_TOPIC,
  testWebhookUrl,
} from "~/.server/payments/test-webhook-sender";
import { AUTOMATION_WEBHOOK_TOPIC } from "./automation-payload";
import { createAutomationWebhookHandler } from "./automation-webhook";
import type { OutboxHandler, OutboxHandlers } from "./worker";

export function createEmailHandler(transport: MailTransport): OutboxHandler {
  return (payload) => transport.send(emailMessageSchema.parse(payload));
}

/**
 * Every topic the store queues, wired to the environment's mail transport and webhook address. The test
 * provider's payments go to this process's own endpoint, signed with its secret, whichever process queued them.
 */
export function createOutboxHandlers(env: Env, logger: Logger): OutboxHandlers {
  return {
    [EMAIL_TOPIC]: createEmailHandler(createMailTransportFromEnv(env, logger)),
    [AUTOMATION_WEBHOOK_TOPIC]: createAutomationWebhookHandler({
      url: env.AUTOMATION_WEBHOOK_URL,
      secret: env.AUTOMATION_WEBHOOK_SECRET,
    }),
    [TEST_PAYMENT_WEBHOOK_TOPIC]: createTestPaymentWebhookHandler({
      url: testWebhookUrl(env),
      secret: testWebhookSecret(env),
    }),
  };
}
