import { useState, type ComponentProps } from "react";
import { parsePlatformDate, platformDate, vipExpiryLabel, vipInactiveLabels, type VipState } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { usePainted } from "../../lib/use-painted";
import { Badge } from "../../primitives/badge";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../primitives/dialog";
import { ChevronDownIcon, CrownIcon, FileTextIcon, LogOutIcon, QrCodeIcon, UserIcon } from "../../primitives/icon";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../primitives/menu";

export type UserMenuProps = Omit<ComponentProps<"button">, "children"> & {
  doctorName: string;
  avatarUrl?: string;
  /** Whether the doctor is VIP now (the domain decides: an expired end date means not VIP). */
  isVip: boolean;
  /** VIP end date, shown as `VIP到期：yyyy-MM-dd`. */
  vipEndTime?: string | number | Date | null;
  /**
   * Where the VIP stands, as domain's `vipState(vip, now)` answers: an ended VIP reads 已过期, one
   * never had 未开通. Without it, a doctor who is not VIP reads 未开通.
   */
  vipState?: VipState;
  /** Image shown by 客服二维码. Without it the item is not shown. */
  customerServiceQrUrl?: string;
  onPersonalData?: () => void;
  onPublishManagement?: () => void;
  /** The VIP item was chosen; the menu itself then shows the VIP status and expiry in a dialog. */
  onVip?: () => void;
  onLogout?: () => void;
};

/** The VIP line of the user menu: `VIP到期：yyyy-MM-dd` (China date), `已过期` or `未开通`. */
export function vipText(isVip: boolean, vipEndTime?: string | number | Date | null, state?: VipState): string {
  if (isVip) return vipExpiryLabel(vipEndTime);
  return vipInactiveLabels[state === "expired" ? "expired" : "none"];
}

/**
 * The top bar's user menu: 个人资料, 发布管理, the VIP status, 客服二维码 (opens a dialog with the
 * QR image) and 退出登录. The trigger shows the avatar and the doctor's name.
 */
export function UserMenu({
  doctorName,
  avatarUrl,
  isVip,
  vipEndTime,
  vipState,
  customerServiceQrUrl,
  onPersonalData,
  onPublishManagement,
  onVip,
  onLogout,
  className,
  ...props
}: UserMenuProps) {
  const [qrOpen, setQrOpen] = useState(false);
  const [vipOpen, setVipOpen] = useState(false);
  const vip = vipText(isVip, vipEndTime, vipState);
  const vipEnd = parsePlatformDate(vipEndTime);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          data-slot="user-menu-trigger"
          data-vip={isVip ? "true" : "false"}
          className={cn(
            "inline-flex h-10 items-center gap-2 rounded-dc-md px-2 text-dc-base text-dc-foreground hover:bg-dc-muted cursor-pointer",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-dc-ring data-[state=open]:bg-dc-muted",
            className,
          )}
          {...props}
        >
          <span
            aria-hidden
            className="flex size-7 shrink-0 items-center justify-center overflow-hidden rounded-full bg-dc-primary-soft text-dc-primary-soft-foreground"
          >
            {avatarUrl ? <AvatarPhoto src={avatarUrl} /> : <UserIcon className="size-4" />}
          </span>
          <span className="max-w-40 truncate">{doctorName}</span>
          {isVip ? (
            <Badge variant="primary" size="sm">
              VIP
            </Badge>
          ) : null}
          <ChevronDownIcon className="text-dc-muted-foreground" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-48" data-slot="user-menu-content">
          <DropdownMenuLabel className="truncate">{doctorName}</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => onPersonalData?.()}>
            <UserIcon />
            个人资料
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onPublishManagement?.()}>
            <FileTextIcon />
            发布管理
          </DropdownMenuItem>
          <DropdownMenuItem data-slot="user-menu-vip" data-vip={isVip ? "true" : "false"} onSelect={() => {
              setVipOpen(true);
              onVip?.();
            }}
          >
            <CrownIcon className={isVip ? "text-dc-status-pending-foreground" : undefined} />
            {isVip ? (
              <span>{vip}</span>
            ) : (
              <>
                <span>VIP</span>
                <Badge variant="muted" size="sm">
                  {vip}
                </Badge>
              </>
            )}
          </DropdownMenuItem>
          {customerServiceQrUrl ? (
            <DropdownMenuItem onSelect={() => setQrOpen(true)}>
              <QrCodeIcon />
              客服二维码
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => onLogout?.()}>
            <LogOutIcon />
            退出登录
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={vipOpen} onOpenChange={setVipOpen}>
        <DialogContent size="sm" data-slot="vip-dialog">
          <DialogHeader>
            <DialogTitle>VIP状态</DialogTitle>
            <DialogDescription>{vip}</DialogDescription>
          </DialogHeader>
          <DialogBody className="pb-5">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
              <dt className="text-dc-muted-foreground">状态</dt>
              <dd data-slot="vip-status" data-vip={isVip ? "true" : "false"}>
                {isVip ? "已开通" : vip}
              </dd>
              <dt className="text-dc-muted-foreground">到期时间</dt>
              <dd className="tabular-nums">{vipEnd ? platformDate(vipEnd) : "—"}</dd>
            </dl>
          </DialogBody>
        </DialogContent>
      </Dialog>
      {customerServiceQrUrl ? (
        <Dialog open={qrOpen} onOpenChange={setQrOpen}>
          <DialogContent size="sm" data-slot="customer-service-dialog">
            <DialogHeader>
              <DialogTitle>客服二维码</DialogTitle>
              <DialogDescription>扫描二维码联系客服</DialogDescription>
            </DialogHeader>
            <DialogBody className="flex justify-center pb-5">
              <img src={customerServiceQrUrl} alt="客服二维码" className="size-48 rounded-dc-md border border-dc-border object-contain" />
            </DialogBody>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

/**
 * The doctor's photo, asked for once the page around it has painted (the user icon until then):
 * a decoration of the top bar, it does not take the network from what the page opens for (its
 * list and its data).
 */
function AvatarPhoto({ src }: { src: string }) {
  const painted = usePainted();
  return painted ? <img src={src} alt="" className="size-full object-cover" /> : <UserIcon className="size-4" />;
}
