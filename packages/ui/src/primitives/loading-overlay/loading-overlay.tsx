import { useEffect, useState, type ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { Spinner } from "../spinner";

export const loadingOverlayVariants = cva("z-[60] flex items-center justify-center bg-dc-background/60", {
  variants: {
    scope: {
      /** Covers the whole window (the request-wide overlay). */
      fullscreen: "fixed inset-0",
      /** Covers the nearest positioned parent (give it `relative`). */
      container: "absolute inset-0",
    },
  },
  defaultVariants: { scope: "fullscreen" },
});

export type LoadingOverlayProps = Omit<ComponentProps<"div">, "children"> &
  VariantProps<typeof loadingOverlayVariants> & {
    /** Show it. Wins over `count`. */
    active?: boolean;
    /** Requests in flight: shown while it is above 0 (feed it from the API client's counter). */
    count?: number;
    /** Default 加载中. */
    text?: string;
    /** Wait this many ms before showing, so fast requests do not flash (default 0). */
    delay?: number;
  };

/**
 * The "loading" veil over the page or a panel: `role="status"` with 加载中 and `aria-busy`.
 * Renders nothing while inactive.
 */
export function LoadingOverlay({
  active,
  count = 0,
  text = "加载中",
  delay = 0,
  scope,
  className,
  ...props
}: LoadingOverlayProps) {
  const on = active ?? count > 0;
  const [shownAfterDelay, setShownAfterDelay] = useState(false);
  useEffect(() => {
    if (!on || delay <= 0) return;
    const timer = setTimeout(() => setShownAfterDelay(true), delay);
    return () => {
      clearTimeout(timer);
      setShownAfterDelay(false);
    };
  }, [on, delay]);
  const visible = on && (delay <= 0 || shownAfterDelay);
  if (!visible) return null;
  return (
    <div
      data-slot="loading-overlay"
      data-scope={scope ?? "fullscreen"}
      role="status"
      aria-live="polite"
      aria-busy="true"
      className={cn(loadingOverlayVariants({ scope }), className)}
      {...props}
    >
      <div className="flex flex-col items-center gap-2 rounded-dc-lg bg-dc-background px-6 py-4 text-dc-primary shadow-md">
        <Spinner size="xl" />
        <span className="text-dc-base text-dc-primary-soft-foreground">{text}</span>
      </div>
    </div>
  );
}
