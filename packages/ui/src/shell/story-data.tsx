// Fixtures shared by the shell stories (not exported from the package).
import { sideMenuEntries } from "@doctor-console/domain";
import type { ReactNode } from "react";
import { BookIcon, FileTextIcon, HomeIcon, SearchIcon, UsersIcon } from "../primitives/icon";
import type { SideMenuItem } from "./side-menu";
import type { TabBarItem } from "./tab-bar";

const icons: Record<string, ReactNode> = {
  wisdomZY: <HomeIcon />,
  specializedDisease: <FileTextIcon />,
  prescribing: <FileTextIcon />,
  myPatient: <UsersIcon />,
  visitRecord: <FileTextIcon />,
  patientFeedback: <UsersIcon />,
  medicalCaseReference: <BookIcon />,
  symptom: <SearchIcon />,
  prescription: <BookIcon />,
  traditionalChineseMedicine: <BookIcon />,
};

const toItem = (e: { route: string; label: string }): SideMenuItem => ({
  route: `/${e.route}`,
  label: e.label,
  icon: icons[e.route],
});

/** The side menu of docs/behaviour/shell.md#side-menu, from the domain's list: VIP-only entries first. */
export const vipMenuItems: SideMenuItem[] = sideMenuEntries.filter((e) => e.vipOnly).map(toItem);
export const commonMenuItems: SideMenuItem[] = sideMenuEntries.filter((e) => !e.vipOnly).map(toItem);

export const openedTabs: TabBarItem[] = [
  { path: "/Welcome", title: "首页", closable: false },
  { path: "/releaseM", title: "发布管理" },
  { path: "/patient/patient_djz", title: "待接诊" },
  { path: "/personalData", title: "个人资料" },
];

/** A tiny inline QR-like image so stories need no network. */
export const qrImage =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges"><rect width="21" height="21" fill="#fff"/><path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z" fill="#000"/><path d="M1 1h5v5H1zM15 1h5v5h-5zM1 15h5v5H1z" fill="#fff"/><path d="M2 2h3v3H2zM16 2h3v3h-3zM2 16h3v3H2zM9 1h2v2H9zM8 4h3v2H8zM9 8h4v2H9zM14 9h3v2h-3zM8 12h2v3H8zM12 12h3v2h-3zM15 15h4v2h-4zM11 16h2v4h-2zM17 18h3v2h-3z" fill="#000"/></svg>`,
  );
