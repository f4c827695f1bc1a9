/** One titled block of the checkout form. */
export function CheckoutSection({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-lg border border-border bg-background p-5 shadow-sm md:p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden className="size-5 text-brand" />
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
