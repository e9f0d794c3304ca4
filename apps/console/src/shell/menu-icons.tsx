/**
 * One icon per side-menu entry, so the collapsed menu (icons only, names as tooltips) can be read.
 * lucide-react's named imports tree-shake: only these icons reach the bundle.
 */
import type { ReactNode } from "react";
import {
  Activity,
  BookOpen,
  ClipboardList,
  FileClock,
  FilePenLine,
  House,
  Leaf,
  Megaphone,
  MessageCircle,
  MessageSquareText,
  Salad,
  ScrollText,
  Sparkles,
  Target,
  Users,
} from "lucide-react";
import type { SideMenuRoute } from "@doctor-console/domain";
import { paths } from "../paths";

const icon = (Icon: typeof House) => <Icon aria-hidden focusable={false} />;

/** The side-menu entries of domain's list, by their route segment. */
const entryIcons: Record<SideMenuRoute, ReactNode> = {
  wisdomZY: icon(Sparkles),
  specializedDisease: icon(Target),
  prescribing: icon(FilePenLine),
  myPatient: icon(Users),
  visitRecord: icon(FileClock),
  patientFeedback: icon(MessageSquareText),
  medicalCaseReference: icon(BookOpen),
  symptom: icon(Activity),
  prescription: icon(ScrollText),
  traditionalChineseMedicine: icon(Leaf),
};

/** The icon of each side-menu item, by its path: the console's sections, then domain's entries. */
export const menuIcons: Record<string, ReactNode> = {
  [paths.welcome]: icon(House),
  [paths.patient]: icon(ClipboardList),
  [paths.chat]: icon(MessageCircle),
  [paths.nutrition]: icon(Salad),
  [paths.publishing]: icon(Megaphone),
  ...Object.fromEntries(Object.entries(entryIcons).map(([route, node]) => [paths.menuEntry(route as SideMenuRoute), node])),
};
