import { pageTitle } from "~/lib/site";

export function meta() {
  return [{ title: pageTitle("Order Confirmation") }];
}

export default function Page() {
  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">Order Successful!</h1>
    </div>
  );
}
