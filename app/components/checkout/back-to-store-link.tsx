import { Link } from "react-router";

/** A card-saving page's way out: back to the store without a card, which changes nothing. */
export function BackToStoreLink({ backPath }: { backPath: string }) {
  return (
    <p className="mt-4 text-center text-sm">
      <Link to={backPath} className="font-semibold underline underline-offset-4">
        Cancel and go back to the store
      </Link>
    </p>
  );
}
