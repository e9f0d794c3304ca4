/** Studio open: verification state 1 or 3 (see docs/behaviour/personal-data.md#verification-states). */
export function isStudioOpen(state: number | string | null | undefined): boolean {
  const n = Number(state);
  return n === 1 || n === 3;
}
