import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderTemplate } from "../../support/nginx-proxy";

const template = readFileSync("deploy/nginx-store.conf", "utf8");

describe("the nginx configuration", () => {
  it("is shown in docs/deploying.md exactly as the proxy browser suite uses it", () => {
    const doc = readFileSync("docs/deploying.md", "utf8");
    expect(doc).toContain(`## Behind nginx`);
    expect(doc).toContain(`\`\`\`nginx\n${template}\`\`\``);
  });

  it("forwards what the store needs: the browser's host, protocol and the address nginx saw", () => {
    expect(template).toMatch(/proxy_set_header Host \$http_host;/);
    expect(template).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    expect(template).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });

  it("renders every placeholder, and refuses to leave one blank", () => {
    const values = {
      LISTEN: "443",
      SERVER_NAME: "shop.example.com",
      CERTIFICATE: "/etc/ssl/shop.crt",
      CERTIFICATE_KEY: "/etc/ssl/shop.key",
      STORE_ADDRESS: "127.0.0.1:3000",
    };
    const rendered = renderTemplate(template, values);
    expect(rendered).not.toMatch(/\{\{/);
    expect(rendered).toContain("proxy_pass http://127.0.0.1:3000;");
    expect(() => renderTemplate(template, { ...values, STORE_ADDRESS: undefined } as never)).toThrowError(
      /STORE_ADDRESS/,
    );
  });
});
