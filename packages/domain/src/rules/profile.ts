/**
 * A doctor's profile with nothing filled in: the profile of a new account (the server's accounts
 * command writes it) and what the console shows for every field a profile answer leaves out, so
 * that a new doctor sees empty fields and the way to fill them (see
 * docs/behaviour/personal-data.md). The choices (sex, hospital level, title, years of practice)
 * are "" until the doctor picks one: no option is chosen for them.
 */
import type { Doctor } from "../entities";

export const emptyDoctor: Readonly<Doctor> = Object.freeze({
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
} as unknown as Doctor);

/** The profile as the platform answered it, every field the answer left out (or sent as null) empty. */
export function profileOrEmpty(answer: Partial<Doctor> | null | undefined): Doctor {
  const doctor = { ...emptyDoctor };
  for (const key of Object.keys(emptyDoctor) as (keyof Doctor)[]) {
    const value = answer?.[key];
    if (value !== null && value !== undefined) (doctor as Record<keyof Doctor, unknown>)[key] = value;
  }
  return doctor;
}
