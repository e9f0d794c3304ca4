import { AGE_RANGE, HEIGHT_CM_RANGE, PRODUCT_PRICE_MAX, WEIGHT_KG_RANGE } from "../constants";
import { loginMessages } from "./login-messages";

/**
 * Every validation message the schemas can answer with. Most are quoted verbatim in docs/behaviour/; the few the
 * spec leaves unwritten reuse its wording for the same field elsewhere, or follow its pattern
 * (marked "house wording").
 */
export const validationMessages = {
  ...loginMessages,
  // Phone (everywhere)
  phoneRequired: "手机号不能为空",
  phoneInvalid: "请输入正确的手机号",
  // Profile edit
  profileConfirm: "确认修改信息？",
  doctorNameRequired: "请输入姓名",
  sexRequired: "请选择性别",
  birthDayRequired: "请选择日期",
  hospitalRequired: "请输入医院名称",
  doctorTitleRequired: "请选择职称",
  regionRequired: "请输入所在地区",
  departmentRequired: "请输入所在科室",
  practiceYearRequired: "请选择工作年限",
  // Article
  titleRequired: "标题不能为空",
  titleLength: "长度在 1 到 50 个字符",
  contentRequired: "文章内容不能为空",
  scopeRequired: "请选择所属范围",
  articleDepartmentRequired: "请选择文章所属科室",
  tagRequired: "请选择所属标签",
  coverRequired: "视频封面图不能为空",
  priceRequired: "请填写金额",
  // Disease (house wording after 名称不能为空 / 文章内容不能为空 / 请输入所在科室)
  diseaseNameRequired: "名称不能为空",
  diseaseContentRequired: "内容不能为空",
  // Nutrition prescription
  prescriptionIncomplete: "请完善信息在提交",
  nameRequired: "姓名不能为空",
  ageRequired: "年龄不能为空",
  // A value that is there but wrong: 请输入正确的… (after 请输入正确的手机号), with the range (house wording)
  ageInvalid: `请输入正确的年龄（${AGE_RANGE.min} 到 ${AGE_RANGE.max} 岁的整数）`,
  // Add product (house wording after 名称不能为空 and 长度在 1 到 50 个字符)
  productRequired: "营养品不能为空",
  dosageRequired: "用法用量不能为空",
  quantityRequired: "数量不能为空",
  /** House wording: a product with no stock cannot be chosen. */
  productOutOfStock: "该营养品缺货",
  /** House wording: the prescription already holds the whole stock of the product. */
  productStockUsedUp: "该营养品的库存已全部加入处方",
  // New product
  productNameRequired: "名称不能为空",
  productPriceRequired: "价格不能为空",
  /** House wording; the range is the domain's (PRODUCT_PRICE_MAX). */
  productPriceInvalid: `请输入正确的价格（0.01 到 ${PRODUCT_PRICE_MAX} 元）`,
  doseUnitRequired: "请选择剂量单位",
  // NRS-2002 / PG-SGA
  heightRequired: "身高不能为空",
  weightRequired: "体重不能为空",
  // Clinical plausibility (house wording)
  heightInvalid: `请输入正确的身高（${HEIGHT_CM_RANGE.min} 到 ${HEIGHT_CM_RANGE.max} 厘米）`,
  heightInMetres: "请输入以厘米为单位的身高",
  weightInvalid: `请输入正确的体重（${WEIGHT_KG_RANGE.min} 到 ${WEIGHT_KG_RANGE.max} 千克）`,
  dateInFuture: "日期不能晚于今天",
  surgeryBeforeAdmission: "手术日期不能早于入院日期",
  answerRequired: "请选择答案",
  atLeastOne: "请至少选择一个",
  painLocationRequired: "请填写疼痛部位",
  /** House wording: symptom A ('none') excludes every other symptom. */
  noSymptomExclusive: "选择“没有饮食问题”时不能选择其他症状",
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

/** Add-product quantity not a whole number from 1 to the stock (house wording after 请输入正确的手机号). */
export function quantityInvalidMessage(stock: number): string {
  return `请输入正确的数量（1 到 ${stock}）`;
}

const fixedMessages: ReadonlySet<string> = /* @__PURE__ */ new Set(Object.values(validationMessages));

/** True when `message` is one the schemas of this package can answer with. */
export function isValidationMessage(message: string): boolean {
  return fixedMessages.has(message) || /^请输入正确的数量（1 到 \d+）$/.test(message);
}
