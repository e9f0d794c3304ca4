import { useEffect, type ReactNode } from "react";
import { studioGate } from "@doctor-console/domain";
import { toast } from "@doctor-console/ui/primitives";
import { StudioGateNotice } from "@doctor-console/ui/publishing";
import { useSession } from "../../session/session";
import { StudioGateAction } from "../personal-data/studio-gate-action";

/**
 * The studio gate of every publishing page (see docs/behaviour/publishing.md#studio-gate, routes flagged `studio`): while the studio
 * is not open the doctor is told so as a message and on the page, with a link to 个人资料 → 资质认证,
 * and the page itself (its list or editor) is never loaded.
 */
export function StudioGate({ children }: { children: ReactNode }) {
  const { verificationState } = useSession();
  const gate = studioGate(verificationState);
  const message = gate?.message;
  useEffect(() => {
    if (message) toast.warning(message, { id: "studio-closed" });
  }, [message]);
  if (!gate) return children;
  return (
    <StudioGateNotice
      gate={gate}
      action={<StudioGateAction />}
    />
  );
}

