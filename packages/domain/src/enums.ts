/**
 * Enumerations of docs/behaviour/README.md with their Chinese labels.
 * Every list is `as const` so its values double as literal types.
 */

/** Doctor titles (职称), docs/behaviour/README.md#entities. The value is the Chinese title itself. */
export const doctorTitles = ["住院医师", "主治医师", "副主任医师", "主任医师"] as const;
export type DoctorTitle = (typeof doctorTitles)[number];

/** Years of practice (工作年限): 1 under a year, 2 1-3, 3 3-5, 4 5-10, 5 over 10. */
export const practiceYears = [1, 2, 3, 4, 5] as const;
export type PracticeYear = (typeof practiceYears)[number];
export const practiceYearLabels: Record<PracticeYear, string> = {
  1: "1年以下",
  2: "1-3年",
  3: "3-5年",
  4: "5-10年",
  5: "10年以上",
};

/** Hospital levels: 1, 2, 3 = level one / two / three. */
export const hospitalLevels = [1, 2, 3] as const;
export type HospitalLevel = (typeof hospitalLevels)[number];
export const hospitalLevelLabels: Record<HospitalLevel, string> = {
  1: "一级",
  2: "二级",
  3: "三级",
};

/** Doctor and order-patient sex: the Chinese character itself. */
export const sexes = ["男", "女"] as const;
export type Sex = (typeof sexes)[number];

/** Nutrition prescriptions encode sex as a number: 1 male, 0 female. */
export const nutritionSexes = [1, 0] as const;
export type NutritionSex = (typeof nutritionSexes)[number];
/** Nutrition patients (NRS-2002 / PG-SGA) encode sex as a string: '1' male, '0' female. */
export const nutritionPatientSexes = ["1", "0"] as const;
export type NutritionPatientSex = (typeof nutritionPatientSexes)[number];
/** Label of either nutrition sex encoding (1 / '1' → 男, 0 / '0' → 女). */
export const nutritionSexLabels: Record<"1" | "0", Sex> = { "1": "男", "0": "女" };
export function nutritionSexLabel(sex: NutritionSex | NutritionPatientSex): Sex {
  return nutritionSexLabels[String(sex) as "1" | "0"];
}

/** Service types of a consultation order: 1 consultation, 2 referral, 6 face-to-face. */
export const serviceTypes = [1, 2, 6] as const;
export type ServiceType = (typeof serviceTypes)[number];
export const serviceTypeLabels: Record<ServiceType, string> = {
  1: "在线问诊",
  2: "在线转诊",
  6: "线下门诊",
};

/**
 * Order states (see docs/behaviour/orders.md#order-states). 7 is this package's addition: finished AND evaluated by the patient
 * (the spec's 6 is "finished, awaiting evaluation"; the 已结束 tab lists 7).
 */
export const orderStates = [0, 1, 2, 3, 4, 6, 7] as const;
export type OrderState = (typeof orderStates)[number];
export const orderStateLabels: Record<OrderState, string> = {
  0: "待支付",
  1: "待接诊",
  2: "已接诊",
  3: "已拒绝",
  4: "已超时",
  6: "待评价",
  7: "已结束",
};

// In a module of its own: every screen's paths need the tabs, not the other tables (docs/performance.md).
export * from "./patient-tabs";

/** The three services listed on the "open your studio" invitation (see docs/behaviour/orders.md#studio-invitation). */
export const studioServices = ["在线问诊", "在线转诊会诊", "线下门诊"] as const;

/** Article status filter tabs (see docs/behaviour/publishing.md#article-statuses): 0 all … 5 drafts; labels as the product names them. */
export const articleStatusTabs = [
  { state: 0, label: "全部" },
  { state: 1, label: "审核中" },
  { state: 2, label: "已发布" },
  { state: 3, label: "审核驳回" },
  { state: 4, label: "已下架" },
  { state: 5, label: "草稿箱" },
] as const;
export type ArticleStatusTab = (typeof articleStatusTabs)[number]["state"];
/** Drafts use state filter 5 (see docs/behaviour/README.md#constants). */
export const DRAFT_STATE_FILTER = 5 as const;

/** Article scope (categoryId): 1 doctor edition, 2 patient edition. */
export const articleScopes = [1, 2] as const;
export type ArticleScope = (typeof articleScopes)[number];
export const articleScopeLabels: Record<ArticleScope, string> = { 1: "医生版", 2: "患者版" };

/** Article type: 1 text (图文), 2 video (视频). */
export const articleTypes = [1, 2] as const;
export type ArticleType = (typeof articleTypes)[number];
export const articleTypeLabels: Record<ArticleType, string> = { 1: "图文", 2: "视频" };

/** Tag option 0 means "visible to all patients". */
export const ALL_PATIENTS_TAG_ID = 0 as const;
export const allPatientsTagLabel = "所有患者可见";

/** Verification states (see docs/behaviour/personal-data.md#verification-states). */
export const verificationStates = [-1, 0, 1, 2, 3] as const;
export type VerificationState = (typeof verificationStates)[number];
export const verificationStateLabels: Record<VerificationState, string> = {
  [-1]: "未认证",
  0: "审核中",
  1: "已认证",
  2: "认证失败",
  3: "已认证",
};

/** The eleven verification document keys with their Chinese names (labels as the product words them). */
export const documentKeys = [
  "frontIDCard",
  "backIDCard",
  "handsIDCard",
  "diplomaCertificate",
  "graduationCertificate",
  "qualificationCertificate",
  "professionalCertificate",
  "trainingCertificate",
  "practiceCertificate",
  "signCertificate",
  "others",
] as const;
export type DocumentKey = (typeof documentKeys)[number];
export const documentKeyLabels: Record<DocumentKey, string> = {
  frontIDCard: "身份证正面",
  backIDCard: "身份证反面",
  handsIDCard: "手持身份证",
  diplomaCertificate: "学历证书",
  graduationCertificate: "毕业证书",
  qualificationCertificate: "医师资格证书",
  professionalCertificate: "专业技术资格证书",
  trainingCertificate: "规培证书",
  practiceCertificate: "医师执业证书",
  signCertificate: "电子签名",
  others: "其他",
};

/** Comment filters of the comment list call: 0 all, 1 replied, 2 unreplied. */
export const commentFilters = [
  { state: 0, label: "全部" },
  { state: 1, label: "已回复" },
  { state: 2, label: "未回复" },
] as const;
export type CommentFilter = (typeof commentFilters)[number]["state"];

/** Dose units of a nutrition product (its `specification`): the Chinese unit is the value. */
export const doseUnits = ["片", "袋", "克", "瓶", "支", "盒"] as const;
export type DoseUnit = (typeof doseUnits)[number];

/** Prescription review flags (state / stateb): 0 not reviewed, 1 approved, 2 rejected. */
export const reviewFlags = [0, 1, 2] as const;
export type ReviewFlag = (typeof reviewFlags)[number];

/** Patient history flag: 1 means the paired text is shown. */
export type HistoryFlag = 0 | 1;

/** The values of a question's options, in order: what its schema accepts (a non-empty tuple, as zod's enum takes it). */
export function optionValues<V extends string | number>(options: readonly { readonly value: V }[]): [V, ...V[]] {
  return options.map((o) => o.value) as [V, ...V[]];
}

// ───────────────────────── NRS-2002 ─────────────────────────

/** Pre-screen answers: 0 is "yes", 1 is "no" (see docs/behaviour/nutrition.md#nrs-2002-screening: the 'yes' value is 0). */
export const NRS_YES = 0 as const;
export const NRS_NO = 1 as const;
export type NrsYesNo = typeof NRS_YES | typeof NRS_NO;
export const nrsYesNoLabels: Record<NrsYesNo, string> = { 0: "是", 1: "否" };

/** The four pre-screen questions (step 2). */
export const nrsPrescreenQuestions = [
  { key: "bmiLow", label: "BMI＜20.5？" },
  { key: "weightLoss", label: "患者在过去3个月内有体重下降吗？" },
  { key: "intakeReduced", label: "患者在过去1周内有摄食减少吗？" },
  { key: "severelyIll", label: "患者有严重疾病吗（如ICU治疗）？" },
] as const;
export type NrsPrescreenKey = (typeof nrsPrescreenQuestions)[number]["key"];

/** Illness states (severity of disease): A 1 point, B 2, C 3. */
export const nrsIllnessStates = [
  { value: "illnessStateA", points: 1, label: "髋骨折、慢性疾病急性发作或有并发症、慢性阻塞性肺病、血液透析、肝硬化、一般恶性肿瘤、糖尿病" },
  { value: "illnessStateB", points: 2, label: "腹部大手术、脑卒中、重度肺炎、血液恶性肿瘤" },
  { value: "illnessStateC", points: 3, label: "颅脑损伤、骨髓移植、APACHE评分＞10分的ICU患者" },
] as const;
export type NrsIllnessState = (typeof nrsIllnessStates)[number]["value"];

/** Nutrition state 0–3 (points equal the value). */
export const nrsNutritionStates = [
  { value: 0, points: 0, label: "正常营养状态" },
  { value: 1, points: 1, label: "3个月内体重丢失＞5%，或食物摄入比正常需要量低25%～50%" },
  { value: 2, points: 2, label: "一般情况差，或2个月内体重丢失＞5%，或食物摄入比正常需要量低50%～75%" },
  {
    value: 3,
    points: 3,
    label: "BMI＜18.5且一般情况差，或1个月内体重丢失＞5%（或3个月内体重下降15%），或前1周食物摄入比正常需要量低75%～100%",
  },
] as const;
export type NrsNutritionState = (typeof nrsNutritionStates)[number]["value"];

/** Age scope: 1 when the patient is 70 or over (adds 1 point). */
export const nrsAgeScopes = [
  { value: 0, points: 0, label: "年龄＜70岁" },
  { value: 1, points: 1, label: "年龄≥70岁" },
] as const;
export type NrsAgeScope = (typeof nrsAgeScopes)[number]["value"];

// ───────────────────────── PG-SGA ─────────────────────────

export interface PgSgaOption<V extends string = string> {
  readonly value: V;
  readonly points: number;
  readonly label: string;
}

/** weightLost: 1-month / 6-month loss bands, '4' … '0' (points equal the value). */
export const pgsgaWeightLost = [
  { value: "4", points: 4, label: "1个月内体重下降≥10%，或6个月内体重下降≥20%" },
  { value: "3", points: 3, label: "1个月内体重下降5%～9.9%，或6个月内体重下降10%～19.9%" },
  { value: "2", points: 2, label: "1个月内体重下降3%～4.9%，或6个月内体重下降6%～9.9%" },
  { value: "1", points: 1, label: "1个月内体重下降2%～2.9%，或6个月内体重下降2%～5.9%" },
  { value: "0", points: 0, label: "1个月内体重下降0～1.9%，或6个月内体重下降0～1.9%" },
] as const satisfies readonly PgSgaOption[];

/** weightState: '1' decreased in the last 2 weeks (1 point); '0' unchanged or increased. */
export const pgsgaWeightState = [
  { value: "1", points: 1, label: "近2周内体重下降" },
  { value: "0", points: 0, label: "近2周内体重无变化或增加" },
] as const satisfies readonly PgSgaOption[];

/** mealIntake: '0' unchanged or more than usual; '1' less than usual (1 point). */
export const pgsgaMealIntake = [
  { value: "0", points: 0, label: "无变化或比平常多" },
  { value: "1", points: 1, label: "比平常少" },
] as const satisfies readonly PgSgaOption[];

/** currentFeed: '1' … '6' (points equal the value). */
export const pgsgaCurrentFeed = [
  { value: "1", points: 1, label: "正常饮食，但比正常量少" },
  { value: "2", points: 2, label: "少量固体食物" },
  { value: "3", points: 3, label: "只能进食流质" },
  { value: "4", points: 4, label: "只能口服营养制剂" },
  { value: "5", points: 5, label: "几乎吃不下什么" },
  { value: "6", points: 6, label: "只能依赖管饲或静脉营养" },
] as const satisfies readonly PgSgaOption[];

/** Eating-problem symptoms A–N (multi-select). A ('none') excludes every other symptom. */
export const pgsgaSymptoms = [
  { value: "eatIssueSymptomA", points: 0, label: "没有饮食问题" },
  { value: "eatIssueSymptomB", points: 3, label: "没有食欲，不想吃饭" },
  { value: "eatIssueSymptomC", points: 1, label: "恶心" },
  { value: "eatIssueSymptomD", points: 3, label: "呕吐" },
  { value: "eatIssueSymptomE", points: 1, label: "便秘" },
  { value: "eatIssueSymptomF", points: 3, label: "腹泻" },
  { value: "eatIssueSymptomG", points: 2, label: "口腔疼痛" },
  { value: "eatIssueSymptomH", points: 1, label: "口腔干燥" },
  { value: "eatIssueSymptomI", points: 1, label: "味觉异常或无味觉" },
  { value: "eatIssueSymptomJ", points: 1, label: "食物气味干扰" },
  { value: "eatIssueSymptomK", points: 2, label: "吞咽障碍" },
  { value: "eatIssueSymptomL", points: 1, label: "早饱" },
  { value: "eatIssueSymptomM", points: 3, label: "疼痛（请注明部位）" },
  { value: "eatIssueSymptomN", points: 1, label: "其他（如抑郁、经济问题、牙齿问题等）" },
] as const satisfies readonly PgSgaOption[];
export type PgSgaSymptom = (typeof pgsgaSymptoms)[number]["value"];
export const PGSGA_NO_SYMPTOM = "eatIssueSymptomA" as const;
export const PGSGA_PAIN_SYMPTOM = "eatIssueSymptomM" as const;

/** activity: 'A' … 'E'. */
export const pgsgaActivity = [
  { value: "A", points: 0, label: "正常，无限制" },
  { value: "B", points: 1, label: "与平常相比稍差，但尚能正常活动" },
  { value: "C", points: 2, label: "多数事情不能胜任，但卧床或坐着的时间不超过12小时" },
  { value: "D", points: 3, label: "活动很少，一天多数时间卧床或坐着" },
  { value: "E", points: 3, label: "卧床不起，很少下床" },
] as const satisfies readonly PgSgaOption[];

/** Other illnesses A–F (optional multi-select), 1 point each. */
export const pgsgaElseIllness = [
  { value: "elseIllnessA", points: 1, label: "癌症" },
  { value: "elseIllnessB", points: 1, label: "AIDS" },
  { value: "elseIllnessC", points: 1, label: "肺源性或心源性恶病质" },
  { value: "elseIllnessD", points: 1, label: "压疮、开放性伤口或瘘" },
  { value: "elseIllnessE", points: 1, label: "创伤" },
  { value: "elseIllnessF", points: 1, label: "年龄≥65岁" },
] as const satisfies readonly PgSgaOption[];
export type PgSgaElseIllness = (typeof pgsgaElseIllness)[number]["value"];

/** stressState: '0' none, '1' mild, '2' moderate, '3' high (points equal the value). */
export const pgsgaStressState = [
  { value: "0", points: 0, label: "无应激" },
  { value: "1", points: 1, label: "轻度应激（发热37.2～38.3℃，持续＜72小时，激素用量＜10mg/d）" },
  { value: "2", points: 2, label: "中度应激（发热38.3～38.8℃，持续72小时，激素用量10～30mg/d）" },
  { value: "3", points: 3, label: "高度应激（发热≥38.8℃，持续＞72小时，激素用量≥30mg/d）" },
] as const satisfies readonly PgSgaOption[];

/** eyesAxunge (physical exam: muscle / fat / fluid): '0' none … '3' severe. */
export const pgsgaEyesAxunge = [
  { value: "0", points: 0, label: "无消耗" },
  { value: "1", points: 1, label: "轻度消耗" },
  { value: "2", points: 2, label: "中度消耗" },
  { value: "3", points: 3, label: "重度消耗" },
] as const satisfies readonly PgSgaOption[];

export type PgSgaWeightLost = (typeof pgsgaWeightLost)[number]["value"];
export type PgSgaWeightState = (typeof pgsgaWeightState)[number]["value"];
export type PgSgaMealIntake = (typeof pgsgaMealIntake)[number]["value"];
export type PgSgaCurrentFeed = (typeof pgsgaCurrentFeed)[number]["value"];
export type PgSgaActivity = (typeof pgsgaActivity)[number]["value"];
export type PgSgaStressState = (typeof pgsgaStressState)[number]["value"];
export type PgSgaEyesAxunge = (typeof pgsgaEyesAxunge)[number]["value"];

/** Every single-choice PG-SGA question with its options, keyed by the record field. */
export const pgsgaSingleChoices = {
  weightLost: pgsgaWeightLost,
  weightState: pgsgaWeightState,
  mealIntake: pgsgaMealIntake,
  currentFeed: pgsgaCurrentFeed,
  activity: pgsgaActivity,
  stressState: pgsgaStressState,
  eyesAxunge: pgsgaEyesAxunge,
} as const;
export type PgSgaSingleChoiceField = keyof typeof pgsgaSingleChoices;

/** Physical-exam fields a PG-SGA record may carry as text; their semantics are not specified. */
export const pgsgaExamFields = [
  "fever",
  "feverDate",
  "hormoneDosage",
  "temporalis",
  "rib",
  "abdomenMuscle",
  "activityMuscle",
  "allfoursMuscle",
  "ankleEdema",
  "armFurThickness",
  "ascites",
  "backMuscle",
  "bottomEdema",
] as const;
export type PgSgaExamField = (typeof pgsgaExamFields)[number];

/** Both multi-select PG-SGA questions with their options, keyed by the record field. */
export const pgsgaMultiChoices = {
  eatIssueSymptoms: pgsgaSymptoms,
  elseIllness: pgsgaElseIllness,
} as const;
export type PgSgaMultiChoiceField = keyof typeof pgsgaMultiChoices;
