import { connect, createServer, type Socket } from "node:net";

export type CuttableRelay = {
  port: number;
  cut(): void;
  /** Cuts, and refuses new connections (ECONNREFUSED) until restored, as a server that is down. */
  refuse(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP relay on loopback to a server (PostgreSQL) that a test can cut and restore: while cut, open
 * connections are reset and new ones are dropped at once, as the store sees a database restart; while
 * refused, nothing listens on its port.
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
  const port = (server.address() as { port: number }).port;
  const cut = () => {
    open = false;
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    port,
    cut,
    refuse() {
      cut();
      return stopListening();
    },
    async restore() {
      open = true;
      if (!server.listening) await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    },
    close() {
      cut();
      return stopListening();
    },
  };
}
