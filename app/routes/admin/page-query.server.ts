import { data } from "react-router";
import { adminPageQuerySchema } from "~/lib/admin.schema";

/** The page number of a back-office list; a bad one is a 400 with its reason. */
export function readPageQuery(request: Request): number {
  const page = new URL(request.url).searchParams.get("page") ?? undefined;
  const parsed = adminPageQuerySchema.safeParse({ page });
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "There is no such page.", { status: 400 });
  return parsed.data.page;
}
