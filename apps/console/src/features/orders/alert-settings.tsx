import { Button } from "@doctor-console/ui/primitives";
import { useDesktopNotifications, useOrderSound } from "./use-pending-orders";

/** The doctor's switches for new-order alerts: the chime, and desktop notifications. */
export function AlertSettings() {
  const [sound, setSound] = useOrderSound();
  const [permission, requestPermission] = useDesktopNotifications();
  return (
    <div data-slot="order-alert-settings" data-print-hide="" className="flex items-center gap-2 text-dc-sm">
      <Button size="sm" variant="ghost" aria-pressed={sound} onClick={() => setSound(!sound)}>
        新订单提示音：{sound ? "开" : "关"}
      </Button>
      {permission === "default" ? (
        <Button size="sm" variant="ghost" onClick={requestPermission}>
          开启桌面通知
        </Button>
      ) : permission === "denied" ? (
        <span className="text-dc-muted-foreground">桌面通知已被浏览器禁止</span>
      ) : null}
    </div>
  );
}
