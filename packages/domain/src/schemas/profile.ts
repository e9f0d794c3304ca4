import * as z from "zod";
import { doctorTitles, hospitalLevels, practiceYears, sexes } from "../enums";
import { choice, optionalText, requiredText } from "./fields";
import { validationMessages as m } from "./messages";
import { parsePlatformDate } from "../rules/dates";

/** Asked before a profile save. */
export const profileConfirmMessage = m.profileConfirm;

const birthDay = z
  .string({ error: m.birthDayRequired })
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && parsePlatformDate(s) !== null, m.birthDayRequired);

/**
 * Profile edit (spec §5). Every field required with its message; hospital level and title share
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
