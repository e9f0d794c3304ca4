/**
 * One icon per side-menu entry, so the collapsed menu (icons only, names as tooltips) can be read.
 * Drawn with the ui's `createIcon` (24×24, stroked in currentColor, decorative), from Lucide's
 * path data (ISC license, lucide.dev): the shell loads no icon library for fifteen icons.
 */
import type { ReactNode } from "react";
import { createIcon } from "@doctor-console/ui/primitives";
import type { SideMenuRoute } from "@doctor-console/domain";
import { paths } from "../paths";

const HouseIcon = createIcon("HouseIcon", <><path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" /><path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" /></>);
const ClipboardListIcon = createIcon("ClipboardListIcon", <><rect width="8" height="4" x="8" y="2" rx="1" ry="1" /><path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" /><path d="M12 11h4" /><path d="M12 16h4" /><path d="M8 11h.01" /><path d="M8 16h.01" /></>);
const MessageCircleIcon = createIcon("MessageCircleIcon", <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />);
const SaladIcon = createIcon("SaladIcon", <><path d="M19.496 12a2.5 2.5 0 00.399-2.214A2 2 0 0020.32 6.5 2 2 0 0019 3a2 2 0 00-1.5.68 2 2 0 00-3.287.424 2.5 2.5 0 00-3.189 2.06A3 3 0 0012 12l4-4" /><path d="M4 12a1 1 0 00-.99 1.133A9 9 0 0012 21a9 9 0 008.99-7.867A1 1 0 0020 12z" /><path d="M7 21h10" /><path d="M9.85 6.907A3.5 3.5 0 005.05 12" /></>);
const MegaphoneIcon = createIcon("MegaphoneIcon", <><path d="M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z" /><path d="M6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14" /><path d="M8 6v8" /></>);
const SparklesIcon = createIcon("SparklesIcon", <><path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z" /><path d="M20 2v4" /><path d="M22 4h-4" /><circle cx="4" cy="20" r="2" /></>);
const TargetIcon = createIcon("TargetIcon", <><circle cx="12" cy="12" r="10" /><circle cx="12" cy="12" r="6" /><circle cx="12" cy="12" r="2" /></>);
const FilePenLineIcon = createIcon("FilePenLineIcon", <><path d="M14.364 13.634a2 2 0 0 0-.506.854l-.837 2.87a.5.5 0 0 0 .62.62l2.87-.837a2 2 0 0 0 .854-.506l4.013-4.009a1 1 0 0 0-3.004-3.004z" /><path d="M14.487 7.858A1 1 0 0 1 14 7V2" /><path d="M20 19.645V20a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l2.516 2.516" /><path d="M8 18h1" /></>);
const UsersIcon = createIcon("UsersIcon", <><path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" /><path d="M16 3.128a4 4 0 0 1 0 7.744" /><path d="M22 21v-2a4 4 0 0 0-3-3.87" /><circle cx="9" cy="7" r="4" /></>);
const FileClockIcon = createIcon("FileClockIcon", <><path d="M16 22h2a2 2 0 0 0 2-2V8a2.4 2.4 0 0 0-.706-1.706l-3.588-3.588A2.4 2.4 0 0 0 14 2H6a2 2 0 0 0-2 2v2.85" /><path d="M14 2v5a1 1 0 0 0 1 1h5" /><path d="M8 14v2.2l1.6 1" /><circle cx="8" cy="16" r="6" /></>);
const MessageSquareTextIcon = createIcon("MessageSquareTextIcon", <><path d="M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z" /><path d="M7 11h10" /><path d="M7 15h6" /><path d="M7 7h8" /></>);
const BookOpenIcon = createIcon("BookOpenIcon", <><path d="M12 5v16" /><path d="M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z" /></>);
const ActivityIcon = createIcon("ActivityIcon", <path d="M22 12h-2.48a2 2 0 0 0-1.93 1.46l-2.35 8.36a.25.25 0 0 1-.48 0L9.24 2.18a.25.25 0 0 0-.48 0l-2.35 8.36A2 2 0 0 1 4.49 12H2" />);
const ScrollTextIcon = createIcon("ScrollTextIcon", <><path d="M15 12h-5" /><path d="M15 8h-5" /><path d="M19 17V5a2 2 0 0 0-2-2H4" /><path d="M8 21h12a2 2 0 0 0 2-2v-1a1 1 0 0 0-1-1H11a1 1 0 0 0-1 1v1a2 2 0 1 1-4 0V5a2 2 0 1 0-4 0v2a1 1 0 0 0 1 1h3" /></>);
const LeafIcon = createIcon("LeafIcon", <><path d="M11 20a10 10 0 0010-10 25.9 25.9 0 00-1.04-7.281 1 1 0 00-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0011 20" /><path d="M2 21a5 5 0 012.911-4.544C7.613 15.212 8.351 15.24 11 13" /></>);

const icon = (Icon: ReturnType<typeof createIcon>) => <Icon />;

/** The side-menu entries of domain's list, by their route segment. */
const entryIcons: Record<SideMenuRoute, ReactNode> = {
  wisdomZY: icon(SparklesIcon),
  specializedDisease: icon(TargetIcon),
  prescribing: icon(FilePenLineIcon),
  myPatient: icon(UsersIcon),
  visitRecord: icon(FileClockIcon),
  patientFeedback: icon(MessageSquareTextIcon),
  medicalCaseReference: icon(BookOpenIcon),
  symptom: icon(ActivityIcon),
  prescription: icon(ScrollTextIcon),
  traditionalChineseMedicine: icon(LeafIcon),
};

/** The icon of each side-menu item, by its path: the console's sections, then domain's entries. */
export const menuIcons: Record<string, ReactNode> = {
  [paths.welcome]: icon(HouseIcon),
  [paths.patient]: icon(ClipboardListIcon),
  [paths.chat]: icon(MessageCircleIcon),
  [paths.nutrition]: icon(SaladIcon),
  [paths.publishing]: icon(MegaphoneIcon),
  ...Object.fromEntries(Object.entries(entryIcons).map(([route, node]) => [paths.menuEntry(route as SideMenuRoute), node])),
};
