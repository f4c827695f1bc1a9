import type * as React from "react";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/** Whether a form with this intent is on its way to the server right now. */
export function useIsSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

type SubmitButtonProps = { intent: string; busyLabel: string; children: React.ReactNode; className?: string };

/** The form's button: says what is happening and cannot be pressed twice while it happens. */
export function SubmitButton({ intent, busyLabel, children, className }: SubmitButtonProps) {
  const busy = useIsSubmitting(intent);
  return (
    <Button type="submit" size="lg" variant="ink" disabled={busy} aria-busy={busy} className={className ?? "w-full"}>
      {busy ? busyLabel : children}
    </Button>
  );
}
