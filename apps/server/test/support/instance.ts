/**
 * Runs `pnpm start`'s server (src/main.ts) as a child process with the settings given, for tests
 * and the benchmark: resolves once it listens, `stop()` ends it (SIGTERM) and waits.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface Instance {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
}

const serverDir = fileURLToPath(new URL("../../", import.meta.url));

/** Starts src/main.ts with `env` (PORT is required); rejects with its output when it exits first. */
export function startInstance(env: Record<string, string>, timeoutMs = 120_000): Promise<Instance> {
  const child = spawn(process.execPath, ["--conditions=source", "--v8-pool-size=1", "--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { ...process.env, HOST: "127.0.0.1", INIT_CWD: serverDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const instance: Instance = {
    url: `http://127.0.0.1:${env.PORT}`,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      if (output.includes("Doctor Console: ")) {
        clearTimeout(timer);
        resolve(instance);
      }
    };
    child.stdout!.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited (${code}):\n${output}`), { code, output }));
    });
  });
}
