import { createContext, useContext } from "react";

/** "destructive" paints the icon and the confirm button red (delete, refuse). */
export type ConfirmVariant = "default" | "destructive";

export interface ConfirmState {
  variant: ConfirmVariant;
  pending: boolean;
  /** Runs the confirm action: closes at once, or after its promise resolves; stays open when it rejects. */
  run: (action: (() => void | Promise<unknown>) | undefined) => Promise<void>;
}

export const ConfirmContext = createContext<ConfirmState | null>(null);

export function useConfirmState(part: string): ConfirmState {
  const state = useContext(ConfirmContext);
  if (!state) throw new Error(`<${part}> must be used inside <ConfirmDialogRoot>.`);
  return state;
}

