import { Spinner } from "@doctor-console/ui/primitives";

/** While a personal-data page's data arrives. */
export function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 p-4 text-dc-muted-foreground">
      <Spinner className="size-4" />
      加载中
    </p>
  );
}
