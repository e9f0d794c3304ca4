/**
 * Reference data served as is: the cascader options of GET /areas and GET /departments and the
 * article categories. They come from the domain fixtures at seeding and live in `meta`, so the
 * server validates a profile's region against exactly what it serves.
 */
import type { Category, Option } from "@doctor-console/api/contract";
import type { Queryable } from "./rows";

/** Reference data kept in `meta` (cascaders, article categories), written by the demo seed. */
export const metaKeys = { areas: "areas", departments: "departments", categories: "categories" } as const;

async function readMeta<T>(db: Queryable, key: string, fallback: T): Promise<T> {
  const { rows } = await db.query<{ value: string }>("SELECT value FROM meta WHERE key = $1", [key]);
  return rows[0] ? (JSON.parse(rows[0].value) as T) : fallback;
}

export const readAreas = (db: Queryable) => readMeta<Option[]>(db, metaKeys.areas, []);
export const readDepartments = (db: Queryable) => readMeta<Option[]>(db, metaKeys.departments, []);
export const readCategories = (db: Queryable) => readMeta<Category[]>(db, metaKeys.categories, []);

/**
 * The names of a province / city / county code path of the cascader, or null when the path is not
 * in it (city and county may be empty).
 */
export function areaNames(
  areas: Option[],
  province: string,
  city: string,
  county: string,
): { provinceName: string; cityName: string; countyName: string } | null {
  const p = areas.find((o) => o.value === province);
  if (!p) return null;
  if (city === "") return county === "" ? { provinceName: p.label, cityName: "", countyName: "" } : null;
  const c = p.children?.find((o) => o.value === city);
  if (!c) return null;
  if (county === "") return { provinceName: p.label, cityName: c.label, countyName: "" };
  const k = c.children?.find((o) => o.value === county);
  return k ? { provinceName: p.label, cityName: c.label, countyName: k.label } : null;
}
