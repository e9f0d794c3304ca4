import type { Doctor } from "@doctor-console/domain";

const empty = {
  doctorInfoId: 0,
  doctorName: "",
  sex: "",
  birthDay: "",
  photoUrl: "",
  hospital: "",
  hospitalLevel: "",
  province: "",
  city: "",
  county: "",
  provinceName: "",
  cityName: "",
  countyName: "",
  department: "",
  secondDepartment: "",
  title: "",
  practiceYear: "",
} as unknown as Doctor;

/**
 * The profile as the platform answered it, every field the answer left out (a new doctor's
 * profile) empty: the pages then show the empty fields and the way to fill them, never a wait
 * for a name that will not come (see docs/behaviour/personal-data.md).
 */
export function profileOrEmpty(answer: Partial<Doctor> | null | undefined): Doctor {
  const doctor = { ...empty };
  for (const key of Object.keys(empty) as (keyof Doctor)[]) {
    const value = answer?.[key];
    if (value !== null && value !== undefined) (doctor as unknown as Record<string, unknown>)[key] = value;
  }
  return doctor;
}
