import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

/**
 * A local stand-in for GitHub's and Google's OAuth 2.0 servers, speaking their documented protocol. Every
 * host's paths sit under `/{host}` (the store's OAUTH_TEST_PROVIDER_URL maps `https://host/path` there):
 *   GET  /github.com/login/oauth/authorize            the sign-in page (a form: email, name) …
 *   POST /github.com/login/oauth/authorize            … which redirects to redirect_uri with code and state
 *   POST /github.com/login/oauth/access_token         code + PKCE verifier + client secret → access token
 *   GET  /api.github.com/user, /api.github.com/user/emails   the profile and addresses (Bearer token)
 *   GET  /accounts.google.com/o/oauth2/v2/auth        (and POST) as GitHub's authorize
 *   POST /oauth2.googleapis.com/token                 → access token and an RS256 OpenID Connect id_token
 *   GET  /openidconnect.googleapis.com/v1/userinfo    the OIDC claims (Bearer token)
 * PKCE is required (S256 only): a token request whose code_verifier does not hash to the code_challenge is
 * refused, as is a wrong client secret, a changed redirect_uri or a code used twice. Token requests are
 * recorded for assertions. Run directly (`tsx tests/support/fake-oauth-provider.ts`), it serves on
 * FAKE_OAUTH_PORT for the clients in GITHUB_CLIENT_ID/SECRET and GOOGLE_CLIENT_ID/SECRET.
 */

export type FakeProvider = "github" | "google";
export type FakeClient = { clientId: string; clientSecret: string };
export type FakeOAuthUser = { email: string; name?: string; emailVerified?: boolean; picture?: string };

export type TokenRequest = { provider: FakeProvider; granted: boolean; error?: string; codeVerifier?: string };

export type FakeOAuthProvider = {
  url: string;
  tokenRequests: TokenRequest[];
  /** Submits the provider's sign-in page as the shopper would; answers where the provider redirects. */
  approve(authorizeUrl: string, user: FakeOAuthUser): Promise<URL>;
  close(): Promise<void>;
};

type Grant = {
  provider: FakeProvider;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce?: string;
  user: Required<Pick<FakeOAuthUser, "email" | "name" | "emailVerified">> & { picture?: string };
  expiresAt: number;
};

const AUTHORIZE_PATHS: Record<string, FakeProvider> = {
  "/github.com/login/oauth/authorize": "github",
  "/accounts.google.com/o/oauth2/v2/auth": "google",
};
const TOKEN_PATHS: Record<string, FakeProvider> = {
  "/github.com/login/oauth/access_token": "github",
  "/oauth2.googleapis.com/token": "google",
};
const API_PATHS = new Set([
  "/api.github.com/user",
  "/api.github.com/user/emails",
  "/openidconnect.googleapis.com/v1/userinfo",
]);
const PROVIDER_NAMES: Record<FakeProvider, string> = { github: "GitHub", google: "Google" };
const GOOGLE_ISSUER = "https://accounts.google.com";

function base64url(data: Buffer | string): string {
  return Buffer.from(data).toString("base64url");
}

/** RFC 7636 S256: BASE64URL(SHA256(code_verifier)). */
function s256(verifier: string): string {
  return base64url(createHash("sha256").update(verifier).digest());
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A provider's stable numeric id for an address (GitHub's user id, Google's `sub`). */
function accountNumber(email: string): string {
  return BigInt(`0x${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 12)}`).toString();
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(JSON.stringify(body));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function signInPage(provider: FakeProvider, action: string): string {
  const name = PROVIDER_NAMES[provider];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in to ${name}</title></head>
<body><main><h1>Sign in to ${name}</h1><p>Test provider: choose who signs in.</p>
<form method="post" action="${escapeHtml(action)}">
<label>Email <input name="email" type="email" required></label>
<label>Name <input name="name"></label>
<button type="submit">Authorize</button>
</form></main></body></html>`;
}

/** The client's id and secret from HTTP Basic (client_secret_basic) or the body (client_secret_post). */
function clientCredentials(req: IncomingMessage, form: URLSearchParams) {
  const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
  if (basic) {
    const [id = "", secret = ""] = Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent);
    return { clientId: id, clientSecret: secret };
  }
  return { clientId: form.get("client_id") ?? "", clientSecret: form.get("client_secret") ?? "" };
}

export async function startFakeOAuthProvider(options: {
  clients: Partial<Record<FakeProvider, FakeClient>>;
  port?: number;
}): Promise<FakeOAuthProvider> {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();
  const tokenRequests: TokenRequest[] = [];
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });

  function checkAuthorizeRequest(provider: FakeProvider, query: URLSearchParams): string | undefined {
    const client = options.clients[provider];
    if (!client || query.get("client_id") !== client.clientId) return "unknown client_id";
    if (provider === "google" && query.get("response_type") !== "code") return "response_type must be code";
    if (!query.get("redirect_uri")) return "redirect_uri is required";
    if (!query.get("state")) return "state is required";
    if (query.get("code_challenge_method") !== "S256" || !query.get("code_challenge")) {
      return "PKCE is required: code_challenge with code_challenge_method=S256";
    }
    return undefined;
  }

  function grantCode(provider: FakeProvider, query: URLSearchParams, user: FakeOAuthUser): URL {
    const code = base64url(randomBytes(20));
    grants.set(code, {
      provider,
      clientId: query.get("client_id") ?? "",
      redirectUri: query.get("redirect_uri") ?? "",
      codeChallenge: query.get("code_challenge") ?? "",
      nonce: query.get("nonce") ?? undefined,
      user: {
        email: user.email,
        name: user.name ?? "",
        emailVerified: user.emailVerified ?? true,
        picture: user.picture,
      },
      expiresAt: Date.now() + 10 * 60_000,
    });
    const back = new URL(query.get("redirect_uri") ?? "");
    back.searchParams.set("code", code);
    back.searchParams.set("state", query.get("state") ?? "");
    return back;
  }

  function idToken(grant: Grant, key: KeyObject): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid: "fake-google-key" }));
    const claims = {
      iss: GOOGLE_ISSUER,
      aud: grant.clientId,
      azp: grant.clientId,
      sub: accountNumber(grant.user.email),
      email: grant.user.email,
      email_verified: grant.user.emailVerified,
      name: grant.user.name,
      picture: grant.user.picture,
      nonce: grant.nonce,
      iat: now,
      exp: now + 3600,
    };
    const payload = base64url(JSON.stringify(claims));
    const signature = sign("sha256", Buffer.from(`${header}.${payload}`), key);
    return `${header}.${payload}.${base64url(signature)}`;
  }

  /** Checks a code exchange (RFC 6749 4.1.3 and RFC 7636 4.6); answers the grant or the OAuth error. */
  function redeem(provider: FakeProvider, req: IncomingMessage, form: URLSearchParams) {
    const code = form.get("code") ?? "";
    const grant = grants.get(code);
    grants.delete(code); // A code is good for one try, whatever its outcome.
    const client = options.clients[provider];
    const credentials = clientCredentials(req, form);
    const verifier = form.get("code_verifier") ?? "";
    if (form.get("grant_type") !== "authorization_code") return { error: "unsupported_grant_type" };
    if (
      !client ||
      credentials.clientId !== client.clientId ||
      !sameText(credentials.clientSecret, client.clientSecret)
    ) {
      return { error: "invalid_client" };
    }
    if (!grant || grant.provider !== provider || grant.clientId !== client.clientId || grant.expiresAt < Date.now()) {
      return { error: "invalid_grant" };
    }
    if (form.get("redirect_uri") !== grant.redirectUri) return { error: "invalid_grant" };
    if (!verifier || !sameText(s256(verifier), grant.codeChallenge)) return { error: "invalid_grant" };
    return { grant };
  }

  async function answerToken(provider: FakeProvider, req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const outcome = redeem(provider, req, form);
    tokenRequests.push({
      provider,
      granted: Boolean(outcome.grant),
      error: outcome.error,
      codeVerifier: form.get("code_verifier") ?? undefined,
    });
    if (!outcome.grant) {
      // GitHub answers errors with 200 and an error field; Google with 400 (401 for the client).
      const status = provider === "github" ? 200 : outcome.error === "invalid_client" ? 401 : 400;
      return sendJson(res, status, { error: outcome.error, error_description: "The request was refused." });
    }
    const accessToken = `${provider === "github" ? "gho_" : "ya29."}${base64url(randomBytes(24))}`;
    accessTokens.set(accessToken, outcome.grant);
    if (provider === "github") {
      return sendJson(res, 200, { access_token: accessToken, token_type: "bearer", scope: "read:user,user:email" });
    }
    sendJson(res, 200, {
      access_token: accessToken,
      expires_in: 3599,
      token_type: "Bearer",
      scope: "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
      id_token: idToken(outcome.grant, privateKey),
    });
  }

  function bearerGrant(req: IncomingMessage): Grant | undefined {
    const token = req.headers.authorization?.match(/^Bearer (.+)$/i)?.[1];
    return token ? accessTokens.get(token) : undefined;
  }

  function answerApi(path: string, req: IncomingMessage, res: ServerResponse) {
    const grant = bearerGrant(req);
    if (!grant) return sendJson(res, 401, { message: "Bad credentials" });
    const { user } = grant;
    const id = accountNumber(user.email);
    if (path === "/api.github.com/user") {
      // GitHub refuses API calls without a User-Agent.
      if (!req.headers["user-agent"]) return sendJson(res, 403, { message: "User-Agent required" });
      const login = user.email.split("@")[0] ?? "user";
      return sendJson(res, 200, {
        id: Number(id),
        login,
        name: user.name || null,
        email: null,
        avatar_url: user.picture ?? `${url}/avatars/${id}`,
      });
    }
    if (path === "/api.github.com/user/emails") {
      return sendJson(res, 200, [
        { email: user.email, primary: true, verified: user.emailVerified, visibility: "private" },
      ]);
    }
    sendJson(res, 200, {
      sub: id,
      email: user.email,
      email_verified: user.emailVerified,
      name: user.name,
      picture: user.picture,
    });
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const requestUrl = new URL(req.url ?? "/", url);
    const path = requestUrl.pathname;
    if (path === "/healthz") return res.writeHead(200).end("ok");
    // Browsers ask every site for its icon; a 404 here would be an error in the shopper's console.
    if (path === "/favicon.ico") return res.writeHead(204).end();
    const authorizeFor = AUTHORIZE_PATHS[path];
    if (authorizeFor) {
      const problem = checkAuthorizeRequest(authorizeFor, requestUrl.searchParams);
      if (problem) return sendJson(res, 400, { error: "invalid_request", error_description: problem });
      if (req.method === "GET") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return res.end(signInPage(authorizeFor, requestUrl.pathname + requestUrl.search));
      }
      const form = await readForm(req);
      const email = form.get("email") ?? "";
      if (!email) return sendJson(res, 400, { error: "invalid_request", error_description: "email is required" });
      const user = {
        email,
        name: form.get("name") ?? undefined,
        emailVerified: form.get("email_verified") !== "false",
        picture: form.get("picture") || undefined,
      };
      const back = grantCode(authorizeFor, requestUrl.searchParams, user);
      return res.writeHead(302, { Location: back.toString() }).end();
    }
    const tokenFor = TOKEN_PATHS[path];
    if (tokenFor && req.method === "POST") return answerToken(tokenFor, req, res);
    if (API_PATHS.has(path)) return answerApi(path, req, res);
    sendJson(res, 404, { error: "not_found" });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => sendJson(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    tokenRequests,
    async approve(authorizeUrl, user) {
      const body = new URLSearchParams({
        email: user.email,
        name: user.name ?? "",
        email_verified: String(user.emailVerified ?? true),
        picture: user.picture ?? "",
      });
      const response = await fetch(authorizeUrl, { method: "POST", body, redirect: "manual" });
      const location = response.headers.get("location");
      if (response.status !== 302 || !location) {
        throw new Error(`the provider refused: ${response.status} ${await response.text()}`);
      }
      return new URL(location);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function clientFromEnv(id: string | undefined, secret: string | undefined): FakeClient | undefined {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

// Run directly: the browser tests' provider (playwright.config.ts starts it beside the store).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const provider = await startFakeOAuthProvider({
    port: Number(env.FAKE_OAUTH_PORT ?? 0),
    clients: {
      github: clientFromEnv(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
      google: clientFromEnv(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    },
  });
  console.log(`fake OAuth provider on ${provider.url}`);
}
