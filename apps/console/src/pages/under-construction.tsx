import { useLocation } from "wouter";
import { matchRoute } from "../routes";

/** A page a later release builds: says so plainly instead of pretending. */
export default function UnderConstruction() {
  const [path] = useLocation();
  const title = matchRoute(path)?.title ?? "";
  return (
    <section className="rounded-lg border border-border bg-background p-8" aria-labelledby="page-title">
      <h1 id="page-title" className="text-lg font-semibold">
        {title}
      </h1>
      <p className="mt-3 text-muted-foreground">该页面正在建设中，敬请期待。</p>
    </section>
  );
}
