import { RecoveryBanner } from "@doctor-console/ui/publishing";
import type { LocalCopy } from "./local-copy";

/**
 * 恢复未保存的内容 / 放弃 above a form whose browser copy the server does not hold (after a reload,
 * a crash, a 401 or a forced logout): see docs/behaviour/shell.md#unsaved-work.
 */
export function CopyBanner({ work }: { work: { copy: LocalCopy | null; recover: () => void; discard: () => void } }) {
  return work.copy ? <RecoveryBanner savedAt={work.copy.savedAt} onRecover={() => work.recover()} onDiscard={work.discard} /> : null;
}
