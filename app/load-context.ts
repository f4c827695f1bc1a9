/** What the Hono server hands every loader and action (server/app.ts). Absent under `npm run dev`. */
declare module "react-router" {
  interface AppLoadContext {
    requestId?: string;
    cspNonce?: string;
  }
}

export {};
