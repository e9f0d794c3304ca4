import type * as RefuseDialogModule from "./refuse-dialog";

let loading: Promise<typeof RefuseDialogModule> | undefined;

/**
 * The refusal prompt's module, asked for once: when a doctor first asks to refuse, or already
 * when 拒绝 is pointed at or focused (docs/performance.md). A failed load is tried again.
 */
export function loadRefuseDialog(): Promise<typeof RefuseDialogModule> {
  loading ??= import("./refuse-dialog").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
