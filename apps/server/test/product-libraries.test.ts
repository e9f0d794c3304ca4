/** The kept product libraries (src/product-libraries.ts): what a search reads, how long, and what drops it. */
import { describe, expect, it } from "vitest";
import type { NutritionProduct } from "@doctor-console/domain";
import type { Queryable } from "../src/db/queryable";
import { ProductLibraries, searchLibrary, type Library } from "../src/product-libraries";

/** A database of one doctor (7) in hospital 1 with three products, counting its queries. */
function fakeDb(): Queryable & { queries: number; fail: boolean } {
  const db = {
    queries: 0,
    fail: false,
    async query<T>(sql: string) {
      db.queries++;
      if (db.fail) throw new Error("database away");
      if (sql.includes("FROM doctors")) return { rows: [{ hospital_id: 1 }] as T[], affectedRows: 1 };
      const product = (id: number, name: string) => ({ hospital: { hospitalName: "康宁", hasProductLibrary: true }, nourishment_id: id, data: { nourishmentName: name, repertory: 5 } });
      // In name order, as the query's ORDER BY answers them; and a row written by hand without a name.
      return { rows: [product(1, "TPF 乳剂"), product(3, "乳清蛋白"), product(2, "蛋白粉"), { ...product(4, ""), data: { repertory: 1 } }] as T[], affectedRows: 4 };
    },
    async exec() {},
  };
  return db;
}

describe("ProductLibraries", () => {
  it("reads a hospital's library once within its time, in name order, and again after a drop", async () => {
    const db = fakeDb();
    const libraries = new ProductLibraries(60_000);
    const first = await libraries.ofDoctor(db, 7);
    expect(first!.hospital.hospitalId).toBe(1);
    expect(first!.products.map((p) => p.nourishmentName)).toEqual(["TPF 乳剂", "乳清蛋白", "蛋白粉"]);
    expect(db.queries).toBe(2);
    expect(await libraries.ofDoctor(db, 7)).toBe(first);
    expect(db.queries).toBe(2);
    libraries.drop(1);
    await libraries.ofDoctor(db, 7);
    expect(db.queries).toBe(3);
  });

  it("keeps nothing with a time of 0, and no failed read", async () => {
    const db = fakeDb();
    const off = new ProductLibraries(0);
    await off.ofDoctor(db, 7);
    await off.ofDoctor(db, 7);
    expect(db.queries).toBe(4);
    const libraries = new ProductLibraries(60_000);
    db.fail = true;
    await expect(libraries.ofDoctor(db, 7)).rejects.toThrow("database away");
    db.fail = false;
    expect((await libraries.ofDoctor(db, 7))!.products).toHaveLength(3);
  });
});

describe("searchLibrary", () => {
  const library: Library = {
    hospital: { hospitalId: 1, hospitalName: "康宁", hasProductLibrary: true } as Library["hospital"],
    products: Array.from({ length: 30 }, (_, i) => ({ nourishmentId: i, hospitalId: 1, nourishmentName: `营养粉 ${String(i).padStart(2, "0")}${i === 3 ? " TPF" : ""}` }) as NutritionProduct),
  };
  it("answers the names that contain the text, Latin letters in either case, the first 20 in order", () => {
    expect(searchLibrary(library, "tpf").map((p) => p.nourishmentId)).toEqual([3]);
    expect(searchLibrary(library, "ｔｐｆ")).toEqual([]);
    expect(searchLibrary(library, "营养").map((p) => p.nourishmentId)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(searchLibrary(library, "%")).toEqual([]);
    expect(searchLibrary(library, "")).toHaveLength(20);
  });
});
