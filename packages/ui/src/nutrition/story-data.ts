/**
 * Data for the nutrition stories (and nothing else): a small product library and helpers that
 * stand in for the platform. Kept apart from the components so they never ship in a bundle.
 */
import type { DoseUnit, NutritionProduct } from "@doctor-console/domain";

export function product(nourishmentId: number, nourishmentName: string, specification: DoseUnit, repertory: number, price = 100): NutritionProduct {
  return {
    nourishmentId,
    hospitalId: 1,
    nourishmentName,
    price,
    specification,
    unit: specification,
    repertory,
    supplierName: "华东医药供应链",
    preparationsType: "粉剂",
    manufacturer: "雅培",
    productionPermitCode: `SC1063${nourishmentId}`,
    executiveStandard: "GB 29922",
    expirationDate: "2027-12-31",
    supplyPrice: price * 0.8,
    nutritionalCharacteristics: "全营养配方",
    suitablePerson: "需要补充营养的人群",
    useTheDosage: "每日 3 次，每次 1 勺",
    attention: "开封后请在 1 个月内用完",
  };
}

export const storyProducts: NutritionProduct[] = [
  product(1, "安素全营养配方粉", "克", 0),
  product(2, "安素肠内营养粉剂", "袋", 20),
  product(3, "安素乳清蛋白粉", "盒", 5),
  product(4, "能全素", "袋", 12),
  product(5, "瑞素", "瓶", 30),
  product(6, "瑞能", "瓶", 8),
  product(7, "维生素C片", "片", 100),
];

/** Products whose name contains the query, like the platform's search. */
export function searchStoryProducts(query: string): NutritionProduct[] {
  return storyProducts.filter((p) => p.nourishmentName.includes(query));
}

export { deferred } from "../lib/story-helpers";
