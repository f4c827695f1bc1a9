/** A path on the store's public address (which may itself carry a path, e.g. https://example.com/shop). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${path}`;
}
