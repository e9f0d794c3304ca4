import { useLocation } from "wouter";
import { matchRoute } from "../routes";

/**
 * The lazy pages whose content the specification does not show (prescribing tools, patient
 * statistics, feedback, reference libraries, chat): an honest page that says the module is not
 * part of this console.
 */
export default function NotInConsole() {
  const [path] = useLocation();
  const title = matchRoute(path)?.title ?? "";
  return (
    <section className="rounded-lg border border-border bg-background p-8" aria-labelledby="page-title">
      <h1 id="page-title" className="text-lg font-semibold">
        {title}
      </h1>
      <p className="mt-3 text-muted-foreground">此模块由医院平台的其他系统提供，不在本控制台的范围内。</p>
    </section>
  );
}
