import { data } from "react-router";

export function loader() {
  // The articles arrive with the content issue; until then every slug is unknown.
  throw data("Article not found", { status: 404 });
}

export default function Article() {
  return null;
}
