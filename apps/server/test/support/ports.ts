/**
 * Free loopback ports for tests and benchmarks, so that runs side by side (two worktrees, two
 * test files) never meet on a port. The servers themselves listen on port 0 and say which port
 * they got (instance.ts); this is for what cannot, such as PostgreSQL.
 */
import { createServer } from "node:net";

/** A port nobody listens on at 127.0.0.1 now (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}
