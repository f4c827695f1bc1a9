/** Placeholder until its issue lands: answers 404 so nothing depends on it yet. */
export function loader() {
  return new Response("Not Found", { status: 404 });
}
