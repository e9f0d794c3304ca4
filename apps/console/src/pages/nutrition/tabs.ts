/** The four tabs of /nutriRecipel (spec §2), in order. */
export const nutritionTabs = [
  { route: "nutriRecipel_jl", label: "营养处方记录" },
  { route: "PGSGAJl", label: "PG-SGA评估记录" },
  { route: "assessJl", label: "NRS-2002筛查记录" },
  { route: "nutrition", label: "营养品库" },
] as const;

export const FIRST_NUTRITION_TAB = `/nutriRecipel/${nutritionTabs[0].route}`;
