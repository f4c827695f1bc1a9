import { connect, createServer, type Socket } from "node:net";

export type CuttableRelay = { port: number; cut(): void; restore(): void; close(): Promise<void> };

/**
 * A TCP relay on loopback to a server (PostgreSQL) that a test can cut and restore: while cut, open
 * connections are reset and new ones are dropped at once, as the store sees a database restart.
 */
export async function startCuttableRelay(target: { host: string; port: number }): Promise<CuttableRelay> {
  const sockets = new Set<Socket>();
  let open = true;
  const server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair = [client, upstream];
    for (const socket of pair) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        for (const other of pair) other.destroy();
        sockets.delete(socket);
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const cut = () => {
    open = false;
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: (server.address() as { port: number }).port,
    cut,
    restore() {
      open = true;
    },
    close() {
      cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
