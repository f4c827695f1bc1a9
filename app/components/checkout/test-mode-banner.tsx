import { FlaskConicalIcon } from "lucide-react";

/** Says a page takes test payments only: the test checkout, and every page of a public store in test mode. */
export function TestModeBanner() {
  return (
    <div role="note" className="bg-amber-400 px-4 py-2 text-center text-sm font-black tracking-wider text-amber-950">
      <FlaskConicalIcon aria-hidden className="mr-2 inline size-4 align-[-2px]" />
      TEST MODE: no real card is charged
    </div>
  );
}
