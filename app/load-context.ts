/** What the Hono server hands every loader and action (server/app.ts). Absent under `npm run dev`. */
declare module "react-router" {
  interface AppLoadContext {
    requestId?: string;
    cspNonce?: string;
    /** The connection comes from this machine (its socket, not a forwarded address). */
    fromLoopback?: boolean;
    /** That connection and the client a trusted proxy reports behind it are both this machine (decision 202). */
    fromThisMachine?: boolean;
  }
}

export {};
