/**
 * Where a card-saving page on the store itself (the test provider's, Square's card form) sends the shopper back: the
 * `return` parameter, only when it is a path of this store, so the page cannot be made to send anyone off-site.
 */
export function cardSetupReturnPath(request: Request): string | null {
  const back = new URL(request.url).searchParams.get("return") ?? "";
  return back.startsWith("/") && !back.startsWith("//") && !back.includes("\\") ? back : null;
}
