import { describe, expect, it } from "vitest";
import { matchRoute, redirectFor } from "./routes";
import { tabOfPath } from "./features/navigation/section-tab";
import { firstTabs, nutritionTabs } from "./paths";

describe("the /nutriRecipel section's routes", () => {
  it("every page has its own route, ahead of the tabs", () => {
    const pages: [string, string][] = [
      ["/nutriRecipel/addnutriRecipel", "开具营养处方"],
      ["/nutriRecipel/addnutrition", "新增营养品"],
      ["/nutriRecipel/addPGSGA", "PG-SGA评估"],
      ["/nutriRecipel/addnutritionDy", "NRS-2002筛查"],
      ["/nutriRecipel/nutriRecipelDetail", "营养处方详情"],
      ["/nutriRecipel/PGSGADetail", "PG-SGA评估详情"],
      ["/nutriRecipel/nutritionDetail", "NRS-2002筛查详情"],
    ];
    for (const [path, title] of pages) {
      expect(matchRoute(path)?.title, path).toBe(title);
      expect(matchRoute(path)?.path, path).toBe(path);
      expect(redirectFor(path), path).toBeNull();
    }
  });

  it("the shell answers itself and each tab; the tabs answer at the root too", () => {
    expect(matchRoute("/nutriRecipel")?.title).toBe("营养管理");
    for (const tab of nutritionTabs) {
      expect(matchRoute(`/nutriRecipel/${tab.route}`)?.path).toBe("/nutriRecipel/:tab");
      expect(redirectFor(`/${tab.route}`)).toBe(`/nutriRecipel/${tab.route}`);
    }
  });

  it("knows its tab from the path, any case; an unknown tab has none", () => {
    expect(tabOfPath(nutritionTabs, "/nutriRecipel/PGSGAJl")?.route).toBe("PGSGAJl");
    expect(tabOfPath(nutritionTabs, "/nutrirecipel/pgsgajl")?.route).toBe("PGSGAJl");
    expect(tabOfPath(nutritionTabs, "/nutriRecipel/assessJl")?.route).toBe("assessJl");
    expect(tabOfPath(nutritionTabs, "/nutriRecipel")?.route).toBeUndefined();
    expect(tabOfPath(nutritionTabs, "/nutriRecipel/other")?.route).toBeUndefined();
    expect(firstTabs.nutrition).toBe("/nutriRecipel/nutriRecipel_jl");
  });
});
