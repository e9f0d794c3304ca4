/**
 * @doctor-console/domain — every rule of the Doctor Console spec, pure TypeScript.
 * Demo fixtures live in the `@doctor-console/domain/fixtures` entry.
 */
export * from "./entities";
export * from "./enums";
export * from "./constants";
export * from "./errors";

export * from "./schemas/messages";
export * from "./schemas/login";
export * from "./rules/login";
export * from "./rules/refusal";
export * from "./schemas/phone";
export * from "./schemas/profile";
export * from "./schemas/files";
export * from "./schemas/article";
export * from "./schemas/comment";
export * from "./schemas/disease";
export * from "./schemas/nutrition";
export * from "./schemas/nrs2002";
export * from "./schemas/pgsga";

export * from "./rules/dates";
export * from "./rules/date-display";
export * from "./rules/vip";
export * from "./rules/vip-menu";
export * from "./rules/verification";
export * from "./rules/profile";
export * from "./rules/article";
export * from "./rules/article-html";
export * from "./rules/orders";
export * from "./rules/pending-orders";
export * from "./rules/worklist";
export * from "./rules/nutrition";
export * from "./rules/rescreening";
export * from "./rules/navigation";
export * from "./rules/recording";
export * from "./rules/unsaved-work";

export * from "./scoring/nrs2002";
export * from "./scoring/pgsga";

export * from "./chat/entities";
export * from "./chat/limits";
export * from "./chat/rules";
