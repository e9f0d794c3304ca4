import * as z from "zod/mini";
import { doctorTitles, hospitalLevels, practiceYears, sexes } from "../enums";
import { choice, optionalText, requiredText } from "./fields";
import { validationMessages as m } from "./messages";
import { parsePlatformDate } from "../rules/dates";

/** Asked before a profile save. */
export const profileConfirmMessage = m.profileConfirm;

const birthDay = z
  .string({ error: m.birthDayRequired })
  .check(
    z.trim(),
    z.refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && parsePlatformDate(s) !== null, m.birthDayRequired),
  );

/**
 * Profile edit (see docs/behaviour/personal-data.md#editing-the-profile). Every field required with its message; hospital level and title share
 * 请选择职称 as the spec writes it. The region is the cascader's province / city / county codes
 * (province required, 请输入所在地区); the department cascader gives department (required,
 * 请输入所在科室) and secondDepartment.
 */
export const profileSchema = z.object(
  {
    doctorName: requiredText(m.doctorNameRequired),
    sex: choice(sexes, m.sexRequired),
    birthDay,
    hospital: requiredText(m.hospitalRequired),
    hospitalLevel: choice(hospitalLevels, m.doctorTitleRequired),
    title: choice(doctorTitles, m.doctorTitleRequired),
    province: requiredText(m.regionRequired),
    city: optionalText(m.regionRequired),
    county: optionalText(m.regionRequired),
    provinceName: optionalText(m.regionRequired),
    cityName: optionalText(m.regionRequired),
    countyName: optionalText(m.regionRequired),
    department: requiredText(m.departmentRequired),
    secondDepartment: optionalText(m.departmentRequired),
    practiceYear: choice(practiceYears, m.practiceYearRequired),
  },
  { error: m.doctorNameRequired },
);
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

/** The profile's field labels, as the product words them (card and form share them). */
export const profileFieldLabels = {
  photoUrl: "头像",
  doctorName: "姓名",
  sex: "性别",
  birthDay: "出生日期",
  hospital: "医院名称",
  hospitalLevel: "医院等级",
  title: "职称",
  region: "所在地区",
  department: "所在科室",
  practiceYear: "工作年限",
} as const;

/** Texts of the personal-data pages. Spec / issue wording except where marked house wording. */
export const profileTexts = {
  editProfile: "编辑资料",
  openStudio: "开通工作室",
  save: "保存",
  /** House wording: the card's heading and the verification line's label. */
  heading: "个人资料",
  verificationState: "认证状态",
  /** House wording: placeholders of the selects and cascaders. */
  choose: "请选择",
  /** House wording: leaving the edit page with unsaved changes. */
  leaveConfirm: "资料尚未保存，确定离开吗？",
  leave: "离开",
  stay: "留下",
} as const;
