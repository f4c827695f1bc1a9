import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/hooks/use-toast";
import { ADDRESS_MESSAGES } from "~/lib/address-book";
import type { AccountActionData, AccountIntent } from "~/lib/auth";

const DONE: Partial<Record<AccountIntent, { title: string; description: string }>> = {
  "save-address": ADDRESS_MESSAGES.saved,
  "delete-address": ADDRESS_MESSAGES.deleted,
  "default-address": ADDRESS_MESSAGES.defaultChanged,
};

/**
 * One address-book form's own request (several are on the page at once). Once the change is made and the list
 * has loaded again, its toast shows and `onDone` runs; a refusal shows as a toast too.
 */
export function useAddressFetcher(onDone?: () => void) {
  const fetcher = useFetcher<AccountActionData>();
  const { state, data } = fetcher;
  // The caller's latest callback, without making a new one count as a new answer.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (state !== "idle" || !data) return;
    const message = data.done ? DONE[data.intent] : undefined;
    if (message) {
      toast(message);
      done.current?.();
    } else if (data.error) {
      toast({ variant: "destructive", title: "Error", description: data.error });
    }
  }, [state, data]);
  return fetcher;
}
