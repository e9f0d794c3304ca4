import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { InboxIcon } from "../icon";

export type EmptyStateProps = Omit<ComponentProps<"div">, "title"> & {
  /** Default 暂无数据. */
  title?: ReactNode;
  description?: ReactNode;
  /** Replace the inbox picture (`null` for none). */
  icon?: ReactNode;
  /** Actions under the text, e.g. a 新建 button. */
  children?: ReactNode;
};

/** What a list shows when it has no rows: 暂无数据. */
export function EmptyState({ title = "暂无数据", description, icon, className, children, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn("flex flex-col items-center justify-center gap-2 px-4 py-10 text-center", className)}
      {...props}
    >
      {icon === undefined ? <InboxIcon className="size-10 text-dc-muted-foreground" strokeWidth={1.25} /> : icon}
      <p data-slot="empty-state-title" className="text-dc-base text-dc-muted-foreground">
        {title}
      </p>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-[336px] text-dc-sm text-dc-muted-foreground">
          {description}
        </p>
      ) : null}
      {children ? <div className="mt-2 flex gap-2">{children}</div> : null}
    </div>
  );
}
