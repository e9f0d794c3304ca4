import type { Doctor, LoginResult, Verification, VipInfo } from "@doctor-console/domain";
import type { Queryable } from "./rows";

/** What a doctors row keeps in `data`. */
export interface DoctorData {
  doctor: Doctor;
  vip: VipInfo;
  verification: Verification;
  yunxinId: string;
  yunxinToken: string;
  locked: number;
}

export interface DoctorRow {
  doctor_id: number;
  login_name: string;
  hospital_id: number;
  data: DoctorData;
}

export async function doctorRow(db: Queryable, doctorId: number): Promise<DoctorRow | undefined> {
  const { rows } = await db.query<DoctorRow>("SELECT doctor_id, login_name, hospital_id, data FROM doctors WHERE doctor_id = $1", [doctorId]);
  return rows[0];
}

export function loginResultOf(row: DoctorRow): LoginResult {
  return {
    loginName: row.login_name,
    customerId: row.doctor_id,
    yunxinId: row.data.yunxinId,
    yunxinToken: row.data.yunxinToken,
    locked: row.data.locked,
    hospitalId: row.hospital_id,
  } as LoginResult;
}

/**
 * Does an id the console sends as `doctorId` / `customerId` name the signed-in doctor? The console
 * sends the login's customerId; the doctor's doctorInfoId is accepted too. Anything else is
 * another doctor (answered as not found).
 */
export async function isSelf(db: Queryable, doctorId: number, asked: number): Promise<boolean> {
  if (asked === doctorId) return true;
  const row = await doctorRow(db, doctorId);
  return row?.data.doctor.doctorInfoId === asked;
}
