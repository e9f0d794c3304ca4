import { describe, expectTypeOf, it } from "vitest";
import type { PatientListState } from "@doctor-console/domain";
import type { CallInput, Client } from "../src/index";

// Type tests: checked by `pnpm typecheck` (tsc); a wrong input must not compile.
declare const api: Client;

describe("call inputs are the schemas' input types, enums as unions", () => {
  it("takes a list state 0–8, not any value", () => {
    expectTypeOf<CallInput<"listOrders">["state"]>().toEqualTypeOf<PatientListState>();
    expectTypeOf<CallInput<"listOrders">>().not.toBeUnknown();
    const typeOnly = () => {
      // @ts-expect-error a state that is not a list state
      void api.orders.listOrders({ state: "banana", page: 1 });
      // @ts-expect-error 9 is not a list state
      void api.orders.listOrders({ state: 9, page: 1 });
      // @ts-expect-error a missing required field
      void api.account.login({ usersname: "13800138000" });
      void api.orders.listOrders({ state: 3, page: 2 });
    };
    expectTypeOf(typeOnly).toBeFunction();
  });

  it("keeps results as today", () => {
    expectTypeOf<Awaited<ReturnType<Client["orders"]["listOrders"]>>["total"]>().toEqualTypeOf<number>();
  });
});
