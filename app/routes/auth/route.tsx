import { useEffect } from "react";
import { redirect, type ShouldRevalidateFunctionArgs, useNavigation, useSearchParams } from "react-router";
import { getOptionalUser } from "~/.server/auth/session";
import { listSocialProviders } from "~/.server/auth/social-providers";
import { hasSecondFactorChallenge, SECOND_FACTOR_STEP } from "~/.server/auth/social-second-factor";
import { getEnv } from "~/.server/env";
import { ForgotPasswordForm } from "~/components/auth/forgot-password-form";
import { SignInForm } from "~/components/auth/sign-in-form";
import { SignUpForm } from "~/components/auth/sign-up-form";
import { SocialSignIn } from "~/components/auth/social-sign-in";
import { isTabChangeOnly, Tabs, TabsContent, TabsList, TabsTrigger, useTabParam } from "~/components/auth/tabs";
import { TwoFactorForm } from "~/components/auth/two-factor-form";
import { FormAlert } from "~/components/form/form-alert";
import { refreshSession } from "~/hooks/use-session";
import { toast } from "~/hooks/use-toast";
import { AUTH_TOASTS, type AuthActionData, safeRedirectPath } from "~/lib/auth";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/route";
import { describeAuthError, handleAuthForm } from "./forms.server";

export function meta() {
  return [{ title: pageTitle("My Account") }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const redirectTo = safeRedirectPath(query.get("redirectTo"));
  // docs/product.md#sign-in: a signed-in shopper has nothing to do here, and goes on where they were headed.
  if (await getOptionalUser(request)) throw redirect(redirectTo);
  return {
    redirectTo,
    providers: listSocialProviders(getEnv()),
    notice: describeAuthError(query.get("error")),
    // A provider's callback for a shopper with two-factor on hands over here (social-second-factor.ts).
    secondFactor:
      query.get("step") === SECOND_FACTOR_STEP &&
      hasSecondFactorChallenge({ cookieHeader: request.headers.get("Cookie") }),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAuthForm({ request, context });
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isTabChangeOnly(args) ? false : args.defaultShouldRevalidate;
}

function parseAuthTab(value: string | null) {
  return value === "signup" ? "signup" : "signin";
}

/** The toasts of docs/product.md#messages for each answer of the action, and the one after a successful sign-in. */
function useAuthToasts(result: AuthActionData | undefined) {
  useEffect(() => {
    if (!result) return;
    if (result.intent === "sign-up" && result.done) toast(AUTH_TOASTS.signUpSucceeded);
    else if (result.intent === "sign-up" && result.error) {
      toast({ variant: "destructive", title: AUTH_TOASTS.signUpFailed, description: result.error });
    } else if ((result.intent === "sign-in" || result.intent === "two-factor") && result.error) {
      toast({ variant: "destructive", title: AUTH_TOASTS.signInFailed, description: result.error });
    }
  }, [result]);

  // A successful sign-in answers with a redirect: React Router is then loading the next page for this form.
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  const signedIn =
    navigation.state === "loading" &&
    (intent === "sign-in" || intent === "two-factor") &&
    navigation.location.pathname !== "/auth";
  useEffect(() => {
    if (!signedIn) return;
    toast(AUTH_TOASTS.signedIn);
    void refreshSession();
  }, [signedIn]);
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, providers, notice } = loaderData;
  const result = actionData as AuthActionData | undefined;
  // ?tab=signup opens Create Account (the header links there); ?view=forgot asks for a reset link.
  const [tab, selectTab] = useTabParam(parseAuthTab);
  const [searchParams] = useSearchParams();
  const forgotPassword = searchParams.get("view") === "forgot";
  useAuthToasts(result);

  const signInResult = result?.intent === "sign-in" || result?.intent === "two-factor" ? result : undefined;
  // After the password, or after a provider's callback for a shopper with two-factor on (the loader says).
  const secondFactor = signInResult ? signInResult.step === "two-factor" : loaderData.secondFactor;
  const forgot = forgotPassword || result?.intent === "forgot-password";
  const query = redirectTo === "/account" ? "" : `&redirectTo=${encodeURIComponent(redirectTo)}`;

  return (
    <div className="bg-muted/50 py-10 md:py-16">
      <div className="container-page max-w-md">
        <div className="rounded-xl border border-border bg-background p-6 shadow-sm sm:p-8">
          <h1 className="text-center font-display text-3xl font-black">My Account</h1>
          <p className="mt-2 text-center text-sm text-muted-foreground">
            Sign in to save favourites, see your orders and check out faster.
          </p>
          {notice && (
            <div className="mt-6">
              <FormAlert>{notice}</FormAlert>
            </div>
          )}
          <Tabs value={result?.intent === "sign-up" ? "signup" : tab} onValueChange={selectTab} className="mt-6">
            <TabsList>
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Create Account</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              {secondFactor ? (
                <TwoFactorForm redirectTo={redirectTo} result={signInResult} backHref={`/auth?tab=signin${query}`} />
              ) : forgot ? (
                <ForgotPasswordForm
                  result={result?.intent === "forgot-password" ? result : undefined}
                  backHref={`/auth?tab=signin${query}`}
                />
              ) : (
                <>
                  <SignInForm redirectTo={redirectTo} result={signInResult} forgotHref={`/auth?view=forgot${query}`} />
                  <SocialSignIn providers={providers} redirectTo={redirectTo} />
                </>
              )}
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm redirectTo={redirectTo} result={result?.intent === "sign-up" ? result : undefined} />
              <SocialSignIn providers={providers} redirectTo={redirectTo} />
            </TabsContent>
          </Tabs>
        </div>
      </div>
    </div>
  );
}
