import { pageTitle } from "~/lib/site";

export function meta() {
  return [{ title: pageTitle("Return Policy") }];
}

export default function Page() {
  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">Return Policy</h1>
    </div>
  );
}
