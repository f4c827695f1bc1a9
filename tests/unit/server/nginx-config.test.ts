import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { renderTemplate } from "../../support/nginx-proxy";

const template = readFileSync("deploy/nginx-store.conf", "utf8");
const guide = readFileSync("docs/deploying.md", "utf8");
const placeholders = [...new Set([...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]))];

describe("the nginx configuration", () => {
  it("is shown in docs/deploying.md exactly as the proxy and cluster browser suites use it", () => {
    expect(guide).toContain(`## Behind nginx`);
    expect(guide).toContain(`\`\`\`nginx\n${template}\`\`\``);
  });

  it("forwards what the store needs: the browser's host, protocol and the address nginx saw", () => {
    expect(template).toMatch(/proxy_set_header Host \$http_host;/);
    expect(template).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    expect(template).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });

  it("passes on to the next process only what may be sent twice (decision 166), over kept-alive connections", () => {
    expect(template).toMatch(/^\s*proxy_next_upstream error timeout;$/m);
    expect(template).not.toMatch(/^\s*proxy_next_upstream[^;]*non_idempotent/m);
    expect(template).toMatch(/^\s*proxy_pass http:\/\/store;$/m);
    expect(template).toMatch(/^\s*keepalive \d+;$/m);
  });

  it("renders every placeholder, and refuses to leave one blank", () => {
    const values = {
      LISTEN: "443",
      SERVER_NAME: "shop.example.com",
      CERTIFICATE: "/etc/ssl/shop.crt",
      CERTIFICATE_KEY: "/etc/ssl/shop.key",
      STORE_SERVERS: "server 127.0.0.1:3001;\n    server 127.0.0.1:3002;",
    };
    const rendered = renderTemplate(template, values);
    expect(rendered).not.toMatch(/\{\{/);
    expect(rendered).toContain("server 127.0.0.1:3002;");
    expect(() => renderTemplate(template, { ...values, STORE_SERVERS: undefined } as never)).toThrowError(
      /STORE_SERVERS/,
    );
  });

  it("is filled in by compose.yaml's nginx, every placeholder of it", () => {
    const compose = parse(readFileSync("compose.yaml", "utf8")) as { services: { nginx: { command: string[] } } };
    const command = compose.services.nginx.command.join(" ");
    expect(placeholders.filter((name) => !command.includes(`{{${name}}}`))).toEqual([]);
  });
});

describe("the systemd unit", () => {
  const unit = readFileSync("deploy/store@.service", "utf8");

  it("is shown in docs/deploying.md as it is in deploy/", () => {
    expect(guide).toContain(`\`\`\`ini\n${unit}\`\`\``);
  });

  it("runs the built store on the instance's port and restarts it whenever it exits", () => {
    expect(unit).toMatch(/^Environment=.*\bPORT=%i\b/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node server\.js$/m);
    expect(unit).toMatch(/^Restart=always$/m);
  });
});
