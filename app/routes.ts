import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors the route table of the product specification (section 2).
export default [
  index("routes/home.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:slug", "routes/products.$slug.tsx"),
  route("product/:slug", "routes/product.$slug.tsx"),
  route("search", "routes/search.tsx"),
  route("auth", "routes/auth.tsx"),
  route("account", "routes/account.tsx"),
  route("track-order", "routes/track-order.tsx"),
  route("contact", "routes/contact.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog.$slug.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("order-success", "routes/order-success.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("returns", "routes/returns.tsx"),
  route("reviews", "routes/reviews.tsx"),
  route("brands/:slug", "routes/brands.$slug.tsx"),
  // Resource routes.
  route("healthz", "routes/healthz.ts"),
  route("api/catalog", "routes/api.catalog.ts"),
  route("api/products", "routes/api.products.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("images/*", "routes/images.$.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
