/**
 * The api client's types as a host meets them: a call's input is the schema's input type with
 * enums as unions, its result the typed payload. Type-checked by `tsc`; never called here.
 */
import { ApiError, createClient } from "@doctor-console/api";

export async function apiSmoke(): Promise<string> {
  const api = createClient({ baseURL: "http://localhost:3000/api" });
  const page = await api.orders.listOrders({ state: 0, page: 1 });
  const names: string[] = page.list.map((o) => o.patient.patientName);
  // @ts-expect-error a state outside 0–8 does not compile
  await api.orders.listOrders({ state: "banana", page: 1 });
  try {
    await api.account.login({ usersname: "13800138000", password: "doctor123" });
  } catch (e) {
    if (e instanceof ApiError) return `${e.kind} ${e.errcode} ${e.status ?? ""} ${e.message}`;
  }
  return `${page.total} ${names.join("、")}`;
}
