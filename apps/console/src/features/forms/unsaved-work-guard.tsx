import { useEffect, useRef, useState } from "react";
import { unsavedWorkTexts } from "@doctor-console/domain";
import { ConfirmDialog } from "@doctor-console/ui/primitives";
import { handleUnauthorizedInPlace } from "../../api";
import { useSession } from "../../session/session";
import { PasswordDialog } from "./password-dialog";
import { leaveTitle, onLeaveRequest, type LeaveRequest } from "./unsaved-work";

/**
 * The shell's part of the care for unsaved work (see docs/behaviour/shell.md#unsaved-work): the
 * question before a page with unsaved input is left (内容尚未提交，确定离开吗？ 留下 / 离开), and
 * the password asked in place after a 401 while such a page is open, so that signing in again
 * keeps the page and everything typed.
 */
export function UnsavedWorkGuard() {
  const session = useSession();
  const [request, setRequest] = useState<(LeaveRequest & { title: string }) | null>(null);
  // The question being asked, read by the answers (one answer each: 离开 also closes the dialog).
  const asked = useRef<LeaveRequest | null>(null);
  const answer = (leave: boolean) => {
    const question = asked.current;
    asked.current = null;
    setRequest(null);
    if (leave) question?.proceed();
    else question?.stay?.();
  };
  const [reauth, setReauth] = useState(false);
  useEffect(
    () =>
      onLeaveRequest((next) => {
        asked.current = next;
        setRequest({ ...next, title: leaveTitle() ?? unsavedWorkTexts.leaveTitle });
      }),
    [],
  );
  useEffect(() => handleUnauthorizedInPlace(() => setReauth(true)), []);
  return (
    <>
      <ConfirmDialog
        open={request !== null}
        title={request?.title ?? unsavedWorkTexts.leaveTitle}
        description={unsavedWorkTexts.leaveDescription}
        cancelText={unsavedWorkTexts.stay}
        confirmText={unsavedWorkTexts.leave}
        onOpenChange={(open) => {
          if (!open) answer(false);
        }}
        onConfirm={() => answer(true)}
      />
      <PasswordDialog open={reauth} account={session.cookies.loginName ?? ""} onDone={() => setReauth(false)} />
    </>
  );
}
