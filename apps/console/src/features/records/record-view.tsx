import type { ReactNode } from "react";
import { EmptyState, LoadingOverlay } from "@doctor-console/ui/primitives";
import type { RecordLoad } from "../../data/use-record";

/** A detail page's body: a spinner while the record loads, an empty state when there is none. */
export function RecordView<T>({
  load,
  missing,
  children,
}: {
  load: RecordLoad<T>;
  missing: { title: string; description: string };
  children: (record: T) => ReactNode;
}) {
  if (load.status === "loading") {
    return (
      <div className="relative h-64">
        <LoadingOverlay active scope="container" />
      </div>
    );
  }
  if (load.status === "missing") return <EmptyState {...missing} />;
  return children(load.record);
}
