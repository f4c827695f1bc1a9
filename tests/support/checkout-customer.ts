/** A valid checkout customer (Austin, TX: outside local delivery), for the unit and the integration tests. */
export const CUSTOMER = {
  firstName: "Dana",
  lastName: "Rivera",
  email: "dana@example.com",
  phone: "",
  address: "12 Main St",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
};

/** The same customer as the checkout form's labels read, for the browser tests that fill it in. */
export const CUSTOMER_FORM = {
  "First Name": CUSTOMER.firstName,
  "Last Name": CUSTOMER.lastName,
  Email: CUSTOMER.email,
  Address: CUSTOMER.address,
  City: CUSTOMER.city,
  State: CUSTOMER.state,
  "ZIP Code": CUSTOMER.zipCode,
};
