import { pageTitle } from "~/lib/site";

export function meta() {
  return [{ title: pageTitle("All Products") }];
}

export default function Page() {
  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">All Products</h1>
    </div>
  );
}
