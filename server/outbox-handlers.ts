import type { Logger } from "pino";
import type { Env } from "~/.server/env";
import { EMAIL_TOPIC, emailMessageSchema } from "~/.server/mail/message";
import { createMailTransportFromEnv, type MailTransport } from "~/.server/mail/transport";
import { AUTOMATION_WEBHOOK_TOPIC } from "~/.server/outbox/automation-payload";
import { createAutomationWebhookHandler } from "~/.server/outbox/automation-webhook";
import type { OutboxHandler, OutboxHandlers } from "~/.server/outbox/worker";
import { createSquareStockHandlersFromEnv } from "~/.server/payments/square/stock-sync";
import { testWebhookSecret } from "~/.server/payments/test/secret";
import {
  createTestPaymentWebhookHandler,
  TEST_PAYMENT_WEBHOOK_TOPIC,
  testWebhookUrl,
} from "~/.server/payments/test/webhook-sender";

/*
 * Which outbox topic goes to which handler (decision 223): the one place that knows both the outbox and the domains
 * that queue into it, so the outbox itself imports none of them.
 */

/** Sends a queued e-mail through the transport. */
export function createEmailHandler(transport: MailTransport): OutboxHandler {
  return (payload) => transport.send(emailMessageSchema.parse(payload));
}

/**
 * Every topic the store queues, wired to the environment's mail transport, webhook address and Square account. The test
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
    ...createSquareStockHandlersFromEnv({ env, logger }),
  };
}
