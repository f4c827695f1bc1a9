/**
 * The checkout form as a browser without JavaScript posts it (POST /checkout), for a guest shipping to one test
 * address: each idempotency key places its own order, priced from the database.
 */
export function checkoutForm(options: {
  name: [first: string, last: string];
  email: string;
  idempotencyKey: string;
  lines: readonly string[];
}): URLSearchParams {
  const form = new URLSearchParams({
    firstName: options.name[0],
    lastName: options.name[1],
    email: options.email,
    address: "1 Loop Rd",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    country: "US",
    deliveryMethod: "shipping",
    idempotencyKey: options.idempotencyKey,
  });
  for (const line of options.lines) form.append("line", line);
  return form;
}
