/**
 * Data for the nutrition stories (and nothing else): a small product library and helpers that
 * stand in for the platform. Kept apart from the components so they never ship in a bundle.
 */
import type { DoseUnit, NutritionPatient, NutritionProduct } from "@doctor-console/domain";

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

export function storyPatient(nutritionPatientId: number, fields: Partial<NutritionPatient> & Pick<NutritionPatient, "npName" | "npPhone">): NutritionPatient {
  return {
    nutritionPatientId,
    npAge: 60,
    npSex: "1",
    npHeight: 170,
    npWeight: 65,
    npAdmissionNumber: "",
    npBedNumber: "",
    npDisease: "",
    hospitalizedDate: "",
    surgeryDate: "",
    createDate: "2026-11-20 09:00:00",
    doctorName: "张明远",
    totalScore: 0,
    ...fields,
  };
}

/** The doctor's known nutrition patients (BMI 18.0 and 78 years; BMI 19.8 and 68; BMI 26.4 and 61). */
export const storyPatients: NutritionPatient[] = [
  storyPatient(1, { npName: "黄志强", npAge: 78, npSex: "1", npPhone: "18800112233", npHeight: 170, npWeight: 52, npAdmissionNumber: "ZY20261112", npBedNumber: "21床", npDisease: "慢性阻塞性肺病急性加重" }),
  storyPatient(2, { npName: "陈秀英", npAge: 68, npSex: "0", npPhone: "13912345678", npHeight: 158, npWeight: 49.5, npAdmissionNumber: "ZY20261101", npBedNumber: "12床", npDisease: "胃癌术后" }),
  storyPatient(3, { npName: "刘建国", npAge: 61, npSex: "1", npPhone: "13522334455", npHeight: 175, npWeight: 81, npDisease: "2型糖尿病" }),
  storyPatient(4, { npName: "黄秀兰", npAge: 55, npSex: "0", npPhone: "13611223344", npHeight: 160, npWeight: 58 }),
];

/** Patients whose name or phone contains the query, like the platform's search. */
export function searchStoryPatients(query: string): NutritionPatient[] {
  return storyPatients.filter((p) => p.npName.includes(query) || p.npPhone.includes(query));
}

export { deferred } from "../lib/story-helpers";
