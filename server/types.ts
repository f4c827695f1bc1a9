/** Variables Hono middleware share per request: the request id and the CSP nonce secureHeaders made. */
export type AppEnv = { Variables: { requestId: string; secureHeadersNonce?: string } };
