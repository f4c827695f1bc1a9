import { pageTitle } from "~/lib/site";

export function meta() {
  return [{ title: pageTitle("Reviews") }];
}

export default function Page() {
  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">Customer Reviews</h1>
    </div>
  );
}
