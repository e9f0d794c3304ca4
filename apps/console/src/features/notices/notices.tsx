import { useLocation } from "wouter";
import { errorMessages } from "@doctor-console/domain";
import { matchRecord } from "../../route-table";

/** A page that only says something about itself: the route's title and the message. */
function NoticePage({ message }: { message: string }) {
  const [path] = useLocation();
  const title = matchRecord(path)?.title ?? "";
  return (
    <section className="rounded-dc-lg border border-dc-border bg-dc-background p-8" aria-labelledby="page-title">
      <h1 id="page-title" className="text-dc-lg font-semibold">
        {title}
      </h1>
      <p className="mt-3 text-dc-muted-foreground">{message}</p>
    </section>
  );
}

/**
 * The pages whose content the specification does not show (prescribing tools, patient
 * statistics, feedback, reference libraries): an honest page that says the module is not
 * part of this console.
 */
export function NotInConsole() {
  return <NoticePage message="此模块由医院平台的其他系统提供，不在本控制台的范围内。" />;
}

/** A page the doctor may not use (a VIP page without VIP, opened by URL): the message of docs/behaviour/shell.md#permissions. */
export function NoPermission() {
  return <NoticePage message={errorMessages.noPermission} />;
}
