import { cva } from "class-variance-authority";
import { popupMotion } from "../../lib/motion";

/** The dialog box's classes by size (the confirmation uses them too). */
export const dialogContentVariants = cva(
  [
    "fixed top-[12vh] left-1/2 z-50 flex max-h-[80vh] w-[calc(100%-28px)] -translate-x-1/2 flex-col",
    "rounded-dc-lg border border-dc-border bg-dc-background text-dc-foreground shadow-lg outline-none",
    popupMotion,
  ],
  {
    variants: {
      size: {
        sm: "max-w-[336px]",
        default: "max-w-[448px]",
        lg: "max-w-[672px]",
        xl: "max-w-[896px]",
      },
    },
    defaultVariants: { size: "default" },
  },
);
