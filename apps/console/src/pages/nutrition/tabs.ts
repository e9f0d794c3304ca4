/** The four tabs of /nutriRecipel (spec §2), in order. */
export const nutritionTabs = [
  { route: "nutriRecipel_jl", label: "营养处方记录" },
  { route: "PGSGAJl", label: "PG-SGA评估记录" },
  { route: "assessJl", label: "NRS-2002筛查记录" },
  { route: "nutrition", label: "营养品库" },
] as const;
export type NutritionTab = (typeof nutritionTabs)[number]["route"];

export const FIRST_NUTRITION_TAB = `/nutriRecipel/${nutritionTabs[0].route}`;

/** The tab a path names (`/nutriRecipel/PGSGAJl`, any case), or undefined. */
export function nutritionTabOfPath(path: string): NutritionTab | undefined {
  const name = path.split("/").filter(Boolean)[1]?.toLowerCase();
  return nutritionTabs.find((t) => t.route.toLowerCase() === name)?.route;
}
