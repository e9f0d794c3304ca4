/**
 * The footer's licence and filing lines come from the host's settings (VITE_FOOTER_LICENCE,
 * VITE_FOOTER_FILING at build time); an unset or blank one is left out, never made up.
 */
export function footerSettings(env: { VITE_FOOTER_LICENCE?: string; VITE_FOOTER_FILING?: string }): { licence?: string; filing?: string } {
  const licence = env.VITE_FOOTER_LICENCE?.trim();
  const filing = env.VITE_FOOTER_FILING?.trim();
  return { ...(licence ? { licence } : {}), ...(filing ? { filing } : {}) };
}
