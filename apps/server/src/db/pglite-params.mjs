/**
 * How PGlite runs here (pglite-thread.mjs, and the template of scripts/make-pgdata-template.mjs):
 * PGlite's own start parameters, plus small buffers. PostgreSQL's default shared_buffers (128 MB)
 * lives inside the WebAssembly memory, is touched as it fills and never given back; the demo data
 * and a hospital's few doctors fit in a fraction of it, and the operating system caches the files
 * below anyway (see docs/deployment.md "Memory").
 */
export const pgliteStartParams = [
  "--single",
  "-F",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
  "-c",
  "shared_buffers=16MB",
  "-c",
  "wal_buffers=1MB",
];
