/** The little the layout shows of a signed-in customer. */
export type SignedInUser = { email: string };

/** What the header and its mobile drawer need to know about the visitor and the cart. */
export type HeaderProps = {
  user: SignedInUser | null;
  onSignOut: () => void;
  cartCount: number;
  onOpenCart: () => void;
};
