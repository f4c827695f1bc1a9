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
