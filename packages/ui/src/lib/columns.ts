import type { ColumnHelper, RowData, TableFeatures } from "@tanstack/react-table";

/**
 * A column list as TanStack's column helper makes it (`helper.columns([...])`): each column keeps
 * its own value type, so a cell's `getValue()` is typed, and the list still fits `useTable`.
 */
export type HelperColumns<TFeatures extends TableFeatures, TData extends RowData> = ReturnType<ColumnHelper<TFeatures, TData>["columns"]>;
