import { describe, expectTypeOf, it } from "vitest";
import type { ConsultationOrder } from "@doctor-console/domain";
import { orderColumnHelper, orderColumnsByListState, type OrderColumns, type OrderTableRootProps } from "../src/orders";

// Type tests: checked by `pnpm typecheck` (tsc). The order columns are typed by TanStack's column
// helper: a cell sees its accessor's value type, a wrong key does not compile, and a host's list
// fits the table.
describe("order-table columns are typed by the column helper", () => {
  it("gives a cell its accessor's value type", () => {
    orderColumnHelper.accessor("customerName", {
      header: "咨询人",
      cell: ({ getValue }) => {
        expectTypeOf(getValue()).toEqualTypeOf<string>();
        return getValue();
      },
    });
    orderColumnHelper.accessor((o) => o.amount, {
      id: "income",
      cell: ({ getValue, row }) => {
        expectTypeOf(getValue()).toEqualTypeOf<number>();
        expectTypeOf(row.original).toEqualTypeOf<ConsultationOrder>();
        return getValue().toFixed(2);
      },
    });
    // @ts-expect-error not a field of an order
    orderColumnHelper.accessor("banana", { header: "?" });
  });

  it("takes a host's rearranged list as the table's columns", () => {
    const columns = orderColumnHelper.columns([
      orderColumnHelper.display({ id: "first", header: "操作" }),
      ...orderColumnsByListState[0],
    ]);
    expectTypeOf(columns).toExtend<OrderColumns>();
    expectTypeOf(columns).toExtend<NonNullable<OrderTableRootProps["columns"]>>();
  });
});
