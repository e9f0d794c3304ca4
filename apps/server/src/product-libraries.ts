/**
 * The hospitals' product libraries as a product search reads them (docs/behaviour/nutrition.md),
 * kept in memory for a few seconds: the prescription form's product picker searches as the
 * doctor types (a call at each pause), every doctor of a hospital searches the same library, and
 * a library is small (the demo's has 10 products; a hospital's, hundreds). A search filters the
 * kept copy instead of asking the database each time.
 *
 * What a copy may miss: this server's own changes (a product added, stock taken by a
 * prescription) drop it at once (`drop`); another instance's, or a change made in the database by
 * hand, are seen within `ttlMs` (SEARCH_CACHE_MS, 5 s). What a search shows is the library as
 * it was then; issuing a prescription still takes the stock in the database, in a transaction,
 * and refuses what is not there. `ttlMs` 0 turns it off.
 */
import type { Hospital, NutritionProduct } from "@doctor-console/domain";
import type { Queryable } from "./db/queryable";

export const SEARCH_CACHE_MS = 5_000;
/** Doctors' hospitals, and hospitals' libraries, kept at most. */
const KEPT_AT_MOST = 1_000;

/** A hospital and its products in name order (the database's, as the search's SQL had it). */
export interface Library {
  hospital: Hospital;
  products: NutritionProduct[];
}

interface Kept<T> {
  until: number;
  value: Promise<T>;
}

export class ProductLibraries {
  private readonly hospitalOf = new Map<number, Kept<number | null>>();
  private readonly libraries = new Map<number, Kept<Library | null>>();

  constructor(private readonly ttlMs = SEARCH_CACHE_MS) {}

  /** The library of `doctorId`'s hospital, or null when there is no such doctor. */
  async ofDoctor(db: Queryable, doctorId: number): Promise<Library | null> {
    const hospitalId = await this.kept(this.hospitalOf, doctorId, async () => {
      const { rows } = await db.query<{ hospital_id: number }>("SELECT hospital_id FROM doctors WHERE doctor_id = $1", [doctorId]);
      return rows[0]?.hospital_id ?? null;
    });
    if (hospitalId === null) return null;
    return this.kept(this.libraries, hospitalId, async () => {
      const { rows } = await db.query<{ hospital: Omit<Hospital, "hospitalId"> | null; nourishment_id: number | null; data: Omit<NutritionProduct, "nourishmentId" | "hospitalId"> | null }>(
        `SELECT h.data AS hospital, p.nourishment_id, p.data
         FROM hospitals h LEFT JOIN products p ON p.hospital_id = h.hospital_id
         WHERE h.hospital_id = $1
         ORDER BY p.data->>'nourishmentName'`,
        [hospitalId],
      );
      if (!rows[0]?.hospital) return null;
      // A row without a name (written by hand) is no product a search can find.
      const products = rows.flatMap((row) =>
        row.nourishment_id === null || typeof row.data?.nourishmentName !== "string" ? [] : [{ ...row.data, nourishmentId: row.nourishment_id, hospitalId }],
      );
      return { hospital: { ...rows[0].hospital, hospitalId }, products };
    });
  }

  /** The hospital's library changed here: the next search reads it again. */
  drop(hospitalId: number): void {
    this.libraries.delete(hospitalId);
  }

  private kept<K, T>(map: Map<K, Kept<T>>, key: K, read: () => Promise<T>): Promise<T> {
    const entry = map.get(key);
    if (entry && entry.until > Date.now()) return entry.value;
    if (entry) map.delete(key);
    const value = read();
    if (this.ttlMs > 0) {
      // Bounded: past this many the oldest goes (a copy is of a hospital's whole library).
      if (map.size >= KEPT_AT_MOST) map.delete(map.keys().next().value!);
      map.set(key, { until: Date.now() + this.ttlMs, value });
      // A failed read is not kept.
      value.catch(() => map.get(key)?.value === value && map.delete(key));
    }
    return value;
  }
}

/** Latin letters in one case (what `ILIKE` folds in the database's C collation); every other character as it is. */
const folded = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** Names that contain `text` (Latin letters in either case, as `ILIKE` compares them), the first `limit` in name order. */
export function searchLibrary(library: Library, text: string, limit = 20): NutritionProduct[] {
  const wanted = folded(text);
  const found: NutritionProduct[] = [];
  for (const product of library.products) {
    if (!folded(product.nourishmentName).includes(wanted)) continue;
    found.push(product);
    if (found.length === limit) break;
  }
  return found;
}
