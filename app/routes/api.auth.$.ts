import { handleAuthApiRequest } from "~/.server/auth/handler";
import type { Route } from "./+types/api.auth.$";

/** Better Auth's endpoints (sign-out, e-mail verification and reset links, social callbacks, tokens). */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthApiRequest({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAuthApiRequest({ request, context });
}
