import type { Logger } from "pino";
import type { Env } from "~/.server/env";
import { EMAIL_TOPIC, emailMessageSchema } from "~/.server/mail/message";
import { createMailTransportFromEnv, type MailTransport } from "~/.server/mail/transport";
import { testWebhookSecret } from "~/.server/payments";
import { createSquareClientFromEnv } from "~/.server/payments/square";
import { createSquareStockHandlers } from "~/.server/payments/square/stock-sync";
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
    // Only a Square import maps flavours to Square, and it needs Square's settings, so without them nothing is queued.
    ...(env.SQUARE_ACCESS_TOKEN &&
      env.SQUARE_LOCATION_ID &&
      createSquareStockHandlers({
        client: createSquareClientFromEnv(env),
        locationId: env.SQUARE_LOCATION_ID,
        logger,
      })),
  };
}
