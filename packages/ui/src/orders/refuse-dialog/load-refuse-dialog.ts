let loading: Promise<typeof import("./refuse-dialog")> | undefined;

/**
 * The refusal prompt's module, asked for once: when a doctor first asks to refuse, or already
 * when 拒绝 is pointed at or focused (docs/performance.md). A failed load is tried again.
 */
export function loadRefuseDialog(): Promise<typeof import("./refuse-dialog")> {
  loading ??= import("./refuse-dialog").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
