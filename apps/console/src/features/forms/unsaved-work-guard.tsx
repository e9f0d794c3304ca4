import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { unsavedWorkTexts } from "@doctor-console/domain";
import { handleUnauthorizedInPlace } from "../../api";
import { useSession } from "../../session/session";
import { whenIdle } from "../../when-idle";
import { leaveTitle, onLeaveRequest, type LeaveRequest } from "./unsaved-work";

const loadDialogs = () => import("./unsaved-work-dialogs");
const UnsavedWorkDialogs = lazy(loadDialogs);

/**
 * The shell's part of the care for unsaved work (see docs/behaviour/shell.md#unsaved-work): the
 * question before a page with unsaved input is left (内容尚未提交，确定离开吗？ 留下 / 离开), and
 * the password asked in place after a 401 while such a page is open, so that signing in again
 * keeps the page and everything typed.
 */
export function UnsavedWorkGuard() {
  const session = useSession();
  const [leaving, setLeaving] = useState<string | null>(null);
  // The question being asked, read by the answers (one answer each: 离开 also closes the dialog).
  const asked = useRef<LeaveRequest | null>(null);
  const answer = (leave: boolean) => {
    const question = asked.current;
    asked.current = null;
    setLeaving(null);
    if (leave) question?.proceed();
    else question?.stay?.();
  };
  const [reauth, setReauth] = useState(false);
  // Rendered from the first question on (and kept, so that the dialogs close as dialogs do).
  const [used, setUsed] = useState(false);
  useEffect(
    () =>
      onLeaveRequest((next) => {
        asked.current = next;
        setLeaving(leaveTitle() ?? unsavedWorkTexts.leaveTitle);
        setUsed(true);
      }),
    [],
  );
  useEffect(
    () =>
      handleUnauthorizedInPlace(() => {
        setReauth(true);
        setUsed(true);
      }),
    [],
  );
  // Their code is fetched once the browser is idle, so that the first question shows at once.
  useEffect(() => whenIdle(() => void loadDialogs().catch(() => undefined)), []);
  return used ? (
    <Suspense fallback={null}>
      <UnsavedWorkDialogs leaving={leaving} onAnswer={answer} reauth={reauth} account={session.cookies.loginName ?? ""} onReauthDone={() => setReauth(false)} />
    </Suspense>
  ) : null;
}
