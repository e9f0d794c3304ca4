/** The list-state numbers the patient list call takes (0–8), one per patient tab. */
export const patientListStates = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export type PatientListState = (typeof patientListStates)[number];

/** The nine patient tabs, in menu order, with the list state each one asks for. */
export const patientTabs = [
  { route: "patient_djz", label: "待接诊", listState: 0 },
  { route: "patient_wzhz", label: "已接诊", listState: 1 },
  { route: "patient_yzr", label: "已转入", listState: 2 },
  { route: "patient_ycf", label: "已处方", listState: 5 },
  { route: "patient_yzc", label: "已转出", listState: 3 },
  { route: "patient_xxmz", label: "线下门诊", listState: 4 },
  { route: "patient_dpj", label: "待评价", listState: 6 },
  { route: "patient_yjs", label: "已结束", listState: 7 },
  { route: "patient_yjj", label: "已拒绝", listState: 8 },
] as const satisfies readonly { route: string; label: string; listState: PatientListState }[];
export type PatientTab = (typeof patientTabs)[number];
export type PatientTabRoute = PatientTab["route"];
