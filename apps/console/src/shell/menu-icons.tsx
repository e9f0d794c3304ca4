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
  MessageSquareText,
  Salad,
  ScrollText,
  Sparkles,
  Target,
  Users,
} from "lucide-react";
import type { SideMenuRoute } from "@doctor-console/domain";

const icon = (Icon: typeof House) => <Icon aria-hidden focusable={false} />;

export const menuIcons: Record<"/Welcome" | "/patient" | "/nutriRecipel" | "/releaseM" | `/${SideMenuRoute}`, ReactNode> = {
  "/Welcome": icon(House),
  "/patient": icon(ClipboardList),
  "/nutriRecipel": icon(Salad),
  "/releaseM": icon(Megaphone),
  "/wisdomZY": icon(Sparkles),
  "/specializedDisease": icon(Target),
  "/prescribing": icon(FilePenLine),
  "/myPatient": icon(Users),
  "/visitRecord": icon(FileClock),
  "/patientFeedback": icon(MessageSquareText),
  "/medicalCaseReference": icon(BookOpen),
  "/symptom": icon(Activity),
  "/prescription": icon(ScrollText),
  "/traditionalChineseMedicine": icon(Leaf),
};
