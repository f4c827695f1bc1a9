/** The browser suite's store serves /metrics to this bearer token (playwright.config.ts, server.spec.ts). */
export const E2E_METRICS_TOKEN = "e2e-metrics-token-0123456789";
