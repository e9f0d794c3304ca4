/**
 * @doctor-console/ui/nutrition — the nutrition module's components: product picker, prescription
 * and product forms, the NRS-2002 and PG-SGA worksheets, record tables and read-only details.
 */
export * from "./product-picker";
export * from "./patient-picker";
export * from "./prescription-form";
export * from "./product-form";
export * from "./wizard-steps";
export * from "./patient-fields";
export * from "./nrs2002-wizard";
export type { LinkProps, RenderLink } from "../lib/link";
export * from "./pgsga-worksheet";
export * from "./record-tables";
export * from "./details";
export * from "./nutrition-timeline";
