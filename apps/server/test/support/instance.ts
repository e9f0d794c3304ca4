/**
 * Runs `pnpm start`'s server (src/main.ts) as a child process with the settings given, for tests
 * and the benchmark: resolves once it listens, `stop()` ends it (SIGTERM) and waits. Without a
 * PORT it listens on a port the system picks (PORT=0) and `url` is the one its banner names, so
 * parallel runs never collide on a port.
 *
 * As `pnpm start` runs it (tsx) by default; with `compiled`, from src/main.ts compiled once per
 * test process (support/compiled.ts), which starts on about 0.7 s less CPU: for tests about what
 * any start does rather than about the operator's process itself. Benchmarks keep tsx.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { compiledEntry } from "./compiled";

export interface Instance {
  /** http://127.0.0.1:<port>, the port the server listens on. */
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
}

const serverDir = fileURLToPath(new URL("../../", import.meta.url));

/** The port in the server's banner ("Doctor Console: http://localhost:<port>/"). */
const bannerPort = /Doctor Console: https?:\/\/[^\s/]+:(\d+)\//;

/** Starts src/main.ts with `env` (PORT: a free one when not given); rejects with its output when it exits first. */
export async function startInstance(env: Record<string, string>, options: { timeoutMs?: number; compiled?: boolean } = {}): Promise<Instance> {
  const { timeoutMs = 120_000 } = options;
  const entry = options.compiled ? [await compiledEntry(fileURLToPath(new URL("../../src/main.ts", import.meta.url)))] : ["--conditions=source", "--import", "tsx", "src/main.ts"];
  const child = spawn(process.execPath, ["--v8-pool-size=1", ...entry], {
    cwd: serverDir,
    env: { ...process.env, HOST: "127.0.0.1", INIT_CWD: serverDir, PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const instance: Instance = {
    url: "",
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
      const port = bannerPort.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        instance.url = `http://127.0.0.1:${port}`;
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
