import { Tabs as Primitive } from "radix-ui";
import type * as React from "react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { cn } from "~/components/ui/cn";

/** Radix tabs styled for the account screens: arrow keys move between tabs, the panel follows. */
export const Tabs = Primitive.Root;

export function TabsList({ className, ...props }: React.ComponentProps<typeof Primitive.List>) {
  return (
    <Primitive.List
      className={cn("flex w-full gap-1 rounded-lg bg-muted p-1 text-muted-foreground", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        "inline-flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-3",
        "hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        "[&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof Primitive.Content>) {
  return <Primitive.Content className={cn("mt-6 focus-visible:outline-none", className)} {...props} />;
}

/**
 * A tab chosen by `?tab=`: it switches at once, and the address follows (replaced, so Back leaves the
 * page), which keeps links such as the header's "Settings" and a reload on the same tab.
 */
export function useTabParam<T extends string>(parse: (value: string | null) => T): [T, (next: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = parse(searchParams.get("tab"));
  const [tab, setTab] = useState(fromUrl);
  useEffect(() => setTab(fromUrl), [fromUrl]);
  function select(next: string) {
    setTab(parse(next));
    const params = new URLSearchParams(searchParams);
    params.set("tab", next);
    params.delete("view");
    setSearchParams(params, { replace: true, preventScrollReset: true });
  }
  return [tab, select];
}

/** For shouldRevalidate: a navigation that only changes `?tab=` (or `?view=`) needs no new data. */
export function isTabChangeOnly({
  currentUrl,
  nextUrl,
  formMethod,
}: {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
}) {
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    params.delete("view");
    return `${url.pathname}?${params}`;
  };
  return !formMethod && rest(currentUrl) === rest(nextUrl);
}
