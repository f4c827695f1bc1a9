import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { SOCIAL_PROVIDERS, type SocialProvider } from "~/lib/auth";

/** "Continue with …" for each configured provider; posts to the action, so it works without JavaScript. */
export function SocialSignIn({ providers, redirectTo }: { providers: SocialProvider[]; redirectTo: string }) {
  if (providers.length === 0) return null;
  return (
    <div className="mt-6 flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      {providers.map((provider) => (
        <Form key={provider} method="post">
          <input type="hidden" name="intent" value="social" />
          <input type="hidden" name="provider" value={provider} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Button type="submit" variant="outline" size="lg" className="w-full">
            Continue with {SOCIAL_PROVIDERS[provider]}
          </Button>
        </Form>
      ))}
    </div>
  );
}
