import type { GenericOAuthConfig, GenericOAuthUserInfo } from "better-auth/plugins";
import type { Env } from "~/.server/env";
import type { SocialProvider } from "~/lib/auth";

/**
 * Google and GitHub sign-in as OAuth 2.0 authorization-code flows with PKCE (S256), through Better Auth's
 * generic OAuth plugin: unlike its built-in providers, every endpoint is ours to name, so browser and
 * integration tests run this same code against a local fake of both (OAUTH_TEST_PROVIDER_URL).
 */

/** The providers' documented endpoints. */
const ENDPOINTS = {
  github: {
    authorize: "https://github.com/login/oauth/authorize",
    token: "https://github.com/login/oauth/access_token",
    user: "https://api.github.com/user",
    emails: "https://api.github.com/user/emails",
  },
  google: {
    authorize: "https://accounts.google.com/o/oauth2/v2/auth",
    token: "https://oauth2.googleapis.com/token",
    userInfo: "https://openidconnect.googleapis.com/v1/userinfo",
  },
} as const;

/** With a test provider, `https://host/path` becomes `{base}/host/path`: one fake answers for every host. */
function endpointFor(url: string, testBase: string | undefined): string {
  if (!testBase) return url;
  const { hostname, pathname } = new URL(url);
  return `${testBase.replace(/\/$/, "")}/${hostname}${pathname}`;
}

type GitHubUser = { id: number; login: string; name: string | null; email: string | null; avatar_url: string };
type GitHubEmail = { email: string; primary: boolean; verified: boolean };

async function fetchGitHubJson<T>(url: string, accessToken: string): Promise<T | null> {
  const response = await fetch(url, {
    headers: {
      Accept: "application/vnd.github+json",
      Authorization: `Bearer ${accessToken}`,
      // GitHub refuses API requests without one.
      "User-Agent": "charge-supplements",
    },
  });
  return response.ok ? ((await response.json()) as T) : null;
}

/**
 * GitHub has no OpenID Connect: the profile comes from /user, and the address from /user/emails (the profile's
 * is only the public one, often empty). The primary address counts, verified only if GitHub says so.
 */
function gitHubUserInfo(endpoints: { user: string; emails: string }) {
  return async (tokens: { accessToken?: string }): Promise<GenericOAuthUserInfo | null> => {
    if (!tokens.accessToken) return null;
    const profile = await fetchGitHubJson<GitHubUser>(endpoints.user, tokens.accessToken);
    if (!profile) return null;
    const emails = (await fetchGitHubJson<GitHubEmail[]>(endpoints.emails, tokens.accessToken)) ?? [];
    const primary = emails.find((entry) => entry.primary) ?? emails.find((entry) => entry.email === profile.email);
    return {
      id: profile.id,
      name: profile.name || profile.login,
      email: primary?.email ?? profile.email ?? undefined,
      emailVerified: primary?.verified ?? false,
      image: profile.avatar_url,
    };
  };
}

/** The generic OAuth configuration of each provider whose credentials are set. */
export function socialProviderConfigs(env: Env): GenericOAuthConfig<SocialProvider>[] {
  const testBase = env.OAUTH_TEST_PROVIDER_URL;
  const configs: GenericOAuthConfig<SocialProvider>[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    // OpenID Connect: name, address and picture come in the ID token, which arrives straight from the token
    // endpoint over TLS (OIDC Core 3.1.3.7); the userinfo endpoint is the fallback.
    configs.push({
      providerId: "google",
      name: "Google",
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      authorizationUrl: endpointFor(ENDPOINTS.google.authorize, testBase),
      tokenUrl: endpointFor(ENDPOINTS.google.token, testBase),
      userInfoUrl: endpointFor(ENDPOINTS.google.userInfo, testBase),
      scopes: ["openid", "email", "profile"],
      pkce: true,
      accountSubject: ({ profile }) => String(profile.sub ?? profile.id ?? ""),
    });
  }
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    configs.push({
      providerId: "github",
      name: "GitHub",
      clientId: env.GITHUB_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET,
      authorizationUrl: endpointFor(ENDPOINTS.github.authorize, testBase),
      tokenUrl: endpointFor(ENDPOINTS.github.token, testBase),
      scopes: ["read:user", "user:email"],
      pkce: true,
      getUserInfo: gitHubUserInfo({
        user: endpointFor(ENDPOINTS.github.user, testBase),
        emails: endpointFor(ENDPOINTS.github.emails, testBase),
      }),
    });
  }
  return configs;
}

/** The social providers this store offers: those with both credentials configured. */
export function listSocialProviders(env: Env): SocialProvider[] {
  return socialProviderConfigs(env).map((config) => config.providerId);
}
