import { storeDay } from "~/lib/store-time";

/** A CSV file streamed to the browser chunk by chunk as its generator yields them, named `{name}-{today}.csv`, today on the store's calendar (the day the back office shows). */
export function csvDownload(chunks: AsyncGenerator<string>, name: string): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  const day = storeDay(new Date());
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
