/** The address of a worker's reference server: port E2E_PORT (4173 unless set) plus the worker's index. */
export function serverUrl(parallelIndex: number): string {
  return `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + parallelIndex}`;
}
