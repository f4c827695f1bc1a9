import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { genericOAuth, jwt, twoFactor } from "better-auth/plugins";
import { type Database, getDb } from "~/.server/db";
import * as schema from "~/.server/db/schema";
import { type Env, getEnv, isLocalUrl } from "~/.server/env";
import { logger } from "~/.server/logger";
import { queueEmail } from "~/.server/mail/queue";
import { createProfile } from "~/.server/profiles/profiles";
import { type RateLimitStore, rateLimitMessage } from "~/.server/rate-limit/check-rate-limits";
import { getRateLimitStore } from "~/.server/rate-limit/default-store";
import { withdrawReviewsOf } from "~/.server/reviews/withdraw-reviews";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/auth";
import { SITE_NAME } from "~/lib/site";
import {
  checkDisplayName,
  DELETE_USER_PATH,
  guardStaffTwoFactor,
  refuseDeletingOnlyOwner,
  requireReauthentication,
} from "./account-guards";
import { assuranceLevelForNewSession } from "./assurance";
import { readDevelopmentSecret } from "./development-secret";
import {
  existingAccountMessage,
  resetPasswordMessage,
  type SecurityEvent,
  securityNoticeMessage,
  verifyEmailMessage,
} from "./emails";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./password-policy";
import { checkAuthRateLimit, rememberSignInAddress, SIGN_IN_PATH } from "./rate-limit";
import { CLIENT_IP_HEADER, LOOPBACK_HOST_PATTERNS, siteOrigin } from "./request";
import { claimTotpCode, TOTP_PATH } from "./single-use-totp";
import { socialProviderConfigs } from "./social-providers";
import { socialSecondFactor } from "./social-second-factor";

/** Paths whose body carries a new password, by field. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

function urlProtocol(url: string): "http" | "https" {
  return new URL(url).protocol === "https:" ? "https" : "http";
}

export type CreateAuthOptions = { db: Database; env: Env; rateLimitStore: RateLimitStore };

/**
 * The Better Auth instance: e-mail and password with required verification, scrypt hashes (Better Auth's
 * default: memory-hard and salted), TOTP two-factor with backup codes, JWTs with a JWKS, Google and GitHub
 * when configured. Sessions live in the database behind an httpOnly, SameSite=Lax cookie named
 * `better-auth.session_token` (`__Secure-` and Secure under HTTPS), which the page cache recognises.
 */
export function createAuth({ db, env, rateLimitStore }: CreateAuthOptions) {
  const local = isLocalUrl(env.PUBLIC_URL);
  const originOf = (request?: Request) => siteOrigin({ publicUrl: env.PUBLIC_URL, request });

  return betterAuth({
    appName: SITE_NAME,
    // On localhost the store may run on any port (browser tests pick one): links follow the request there,
    // with PUBLIC_URL's protocol (https behind a local TLS proxy).
    baseURL: local
      ? { allowedHosts: LOOPBACK_HOST_PATTERNS, fallback: env.PUBLIC_URL, protocol: urlProtocol(env.PUBLIC_URL) }
      : env.PUBLIC_URL,
    basePath: "/api/auth",
    // Unset only on a localhost store: the environment check refuses to start elsewhere without one.
    secret: env.BETTER_AUTH_SECRET ?? readDevelopmentSecret(env.DATA_DIR),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        jwks: schema.jwks,
      },
    }),
    telemetry: { enabled: false },
    // Through the store's log; a wrong password or unknown address is routine, so only errors are kept.
    logger: { level: "error", log: (level, message, ...args) => logger[level]({ details: args }, `auth: ${message}`) },
    onAPIError: {
      // A social sign-in that fails comes back to the sign-in page, which explains it.
      errorURL: "/auth",
      // A refused request (4xx: wrong password, bad body) is the client's doing: info, not error.
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500)
          logger.info({ status: error.statusCode }, `auth: ${error.message}`);
        else logger.error({ err: error }, "auth: request failed");
      },
    },
    // Replaced by the per-e-mail and per-IP limits in the hook below, kept in the database or Redis.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "better-auth",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await queueEmail(db, resetPasswordMessage({ to: user.email, url }));
      },
      onPasswordReset: async ({ user }, request) => {
        await queueEmail(
          db,
          securityNoticeMessage({ to: user.email, event: "password-reset", origin: originOf(request) }),
        );
      },
      onExistingUserSignUp: async ({ user }, request) => {
        await queueEmail(db, existingAccountMessage({ to: user.email, origin: originOf(request) }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A shopper who lost the first link gets a new one by signing in.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await queueEmail(db, verifyEmailMessage({ to: user.email, url }));
      },
    },
    user: {
      deleteUser: {
        enabled: true,
        // Before the account goes, so its products' ratings stop counting its reviews (decision 199). Here,
        // not in a before hook, so every way of deleting (and only a proven owner of the account) meets it.
        beforeDelete: async (user) => {
          await refuseDeletingOnlyOwner({ userId: user.id, db });
          await withdrawReviewsOf({ db, userId: user.id });
        },
      },
    },
    session: {
      additionalFields: { aal: { type: "string", required: false, defaultValue: "aal1", input: false } },
    },
    plugins: [
      // Google and GitHub (social-providers.ts), signed in through the core /sign-in/social and /callback/{id}.
      genericOAuth({ config: socialProviderConfigs(env) }),
      twoFactor({ issuer: SITE_NAME }),
      socialSecondFactor(),
      jwt({
        jwt: {
          issuer: new URL(env.PUBLIC_URL).origin,
          audience: new URL(env.PUBLIC_URL).origin,
          definePayload: ({ user, session }) => ({
            email: user.email,
            email_verified: user.emailVerified,
            aal: (session as { aal?: string }).aal ?? "aal1",
          }),
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const verdict = await checkAuthRateLimit({
          store: rateLimitStore,
          path: ctx.path,
          email: body.email,
          ip: ctx.headers?.get(CLIENT_IP_HEADER),
        });
        if (!verdict.allowed) {
          throw new APIError(
            "TOO_MANY_REQUESTS",
            { message: rateLimitMessage(verdict.retryAfterSeconds), code: "TOO_MANY_ATTEMPTS" },
            { "Retry-After": String(verdict.retryAfterSeconds) },
          );
        }
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        const password = field ? body[field] : undefined;
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", { message: COMMON_PASSWORD_MESSAGE, code: "PASSWORD_TOO_COMMON" });
        }
        if (ctx.path === TOTP_PATH) await claimTotpCode({ ctx, store: rateLimitStore });
        if (ctx.path === DELETE_USER_PATH) await requireReauthentication(ctx);
        await guardStaffTwoFactor({ ctx, db });
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.context.returned instanceof Error) return;
        // The password was right (a second factor may still follow): this address is the owner's.
        if (ctx.path === SIGN_IN_PATH) {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          await rememberSignInAddress({ store: rateLimitStore, email, ip: ctx.headers?.get(CLIENT_IP_HEADER) });
        }
        const { session, newSession } = ctx.context;
        const event = securityEventFor({ path: ctx.path, signedIn: Boolean(session), newSession: Boolean(newSession) });
        const user = session?.user ?? newSession?.user;
        if (!event || !user) return;
        await queueEmail(db, securityNoticeMessage({ to: user.email, event, origin: originOf(ctx.request) }));
      }),
    },
    databaseHooks: {
      session: {
        create: { before: async (session, ctx) => ({ data: { ...session, aal: assuranceLevelForNewSession(ctx) } }) },
      },
      user: {
        create: {
          before: async (user, ctx) => ({
            data: { ...user, name: checkDisplayName({ name: user.name, path: ctx?.path }) ?? "" },
          }),
          after: async (user) => {
            // A provider's picture is kept only from https (the profile's own rule, decision 030).
            const avatarUrl = user.image?.startsWith("https://") ? user.image : null;
            await createProfile({ db, userId: user.id, displayName: user.name || null, avatarUrl });
          },
        },
        update: {
          before: async (user, ctx) => {
            if (user.name === undefined) return { data: user };
            return { data: { ...user, name: checkDisplayName({ name: user.name, path: ctx?.path }) } };
          },
        },
      },
    },
  });
}

/** Changes to how an account is protected, which its owner is told about by e-mail. */
function securityEventFor(options: {
  path: string;
  signedIn: boolean;
  newSession: boolean;
}): SecurityEvent | undefined {
  const { path, signedIn, newSession } = options;
  if (path === "/change-password") return "password-changed";
  if (path === "/two-factor/disable") return "two-factor-disabled";
  // Verifying a code while signed in replaces the session only when it completes an enrolment.
  if (path === "/two-factor/verify-totp" && signedIn && newSession) return "two-factor-enabled";
  return undefined;
}

export type Auth = ReturnType<typeof createAuth>;

// On globalThis, like the database, so development reloads reuse one instance.
const holder = globalThis as { __storeAuth?: Promise<Auth> };

/** The process-wide instance on the process-wide database. */
export function getAuth(): Promise<Auth> {
  holder.__storeAuth ??= (async () => {
    return createAuth({ db: await getDb(), env: getEnv(), rateLimitStore: await getRateLimitStore() });
  })();
  return holder.__storeAuth;
}
