/**
 * The bar across the top of the window while a navigation is pending: the old page stays
 * until the new one's data arrives, and this says the click was heard. Its width is unknown, so it sweeps.
 */
export function NavigationProgress() {
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand/20"
    >
      <div className="h-full w-1/3 animate-progress bg-brand motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
