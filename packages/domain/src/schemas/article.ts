import * as z from "zod/mini";
import { articleScopes } from "../enums";
import { charLength, isBlankRichText, roundPrice } from "../rules/article";
import { isBlank, isRecord, orElse, toNumber } from "./fields";
import { validationMessages as m } from "./messages";

export const TITLE_MAX_LENGTH = 50;

const title = z.string({ error: m.titleRequired }).check(
  z.trim(),
  z.minLength(1, m.titleRequired),
  z.refine((s) => charLength(s) <= TITLE_MAX_LENGTH, m.titleLength),
);

const text = orElse(z.string(), "");
const flag01 = orElse(z.optional(z.union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")])), 0);
const idOrText = () => z.optional(z.union([z.number(), z.string(), z.null()]));
const nullableId = orElse(idOrText(), null);

function toDepartments(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  return list.filter((d): d is string => typeof d === "string").map((d) => d.trim()).filter(Boolean);
}

/** The chosen departments: the list when given, else the comma-joined string. */
function departmentsOf(v: Record<string, unknown>): string[] {
  const list = toDepartments(v.departments);
  return list.length > 0 ? list : toDepartments(v.department);
}

function toId(value: unknown): number | null {
  if (isBlank(value)) return null;
  const n = toNumber(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** The raw fields of the article form; conditional rules and normalization come after. */
const articleFields = {
  articleId: orElse(idOrText(), 0),
  title,
  content: z.string({ error: m.contentRequired }),
  categoryId: orElse(idOrText(), null),
  department: orElse(z.optional(z.string()), ""),
  departments: orElse(z.optional(z.array(z.string())), []),
  tagId: nullableId,
  diseaseTagId: nullableId,
  isEssence: flag01,
  price: orElse(idOrText(), null),
  outUrl: z.optional(text),
  imgUrl: z.optional(text),
};

/** The article as it is sent to POST /management/articles. */
export interface ArticlePayload {
  articleId: number;
  title: string;
  content: string;
  categoryId: 1 | 2;
  department: string;
  departments: string[];
  tagId: number | null;
  diseaseTagId: number | null;
  isEssence: 0 | 1;
  price: number;
  outUrl: string;
  imgUrl: string;
  articleType: 1 | 2;
  isOpenDiscuss: 0 | 1;
}

function normalize(v: Record<string, unknown>, isOpenDiscuss: 0 | 1): ArticlePayload {
  const scope = Number(v.categoryId) === 2 ? 2 : 1;
  const departments = scope === 1 ? departmentsOf(v) : [];
  const outUrl = typeof v.outUrl === "string" ? v.outUrl.trim() : "";
  const isEssence = Number(v.isEssence) === 1 ? 1 : 0;
  const price = isEssence === 1 ? roundPrice(toNumber(v.price)) : 0;
  const articleId = toId(v.articleId) ?? 0;
  return {
    articleId,
    title: typeof v.title === "string" ? v.title : "",
    content: typeof v.content === "string" ? v.content : "",
    categoryId: scope,
    department: departments.join(","),
    departments,
    tagId: scope === 2 ? toId(v.tagId) : null,
    diseaseTagId: scope === 2 ? toId(v.diseaseTagId) : null,
    isEssence,
    price: Number.isFinite(price) ? price : 0,
    outUrl,
    // The cover belongs to the video: no video, no cover.
    imgUrl: outUrl && typeof v.imgUrl === "string" ? v.imgUrl.trim() : "",
    articleType: outUrl ? 2 : 1,
    isOpenDiscuss,
  };
}

/**
 * The article form (see docs/behaviour/publishing.md#the-article-form): title 1–50 characters, content, scope; department when scope 1,
 * tag when scope 2 (tag 0 = all patients is a valid choice), cover when a video is attached,
 * price when paid (required, a number ≥ 0, rounded to two decimals). The output is the payload:
 * the scope rule applied (scope 2 → no department, scope 1 → no tag), department joined by a comma,
 * articleType 2 when a video is attached, isOpenDiscuss 0. Price guidance ranges are advice
 * ({@link priceGuidanceFor}); the server enforces them with 30010.
 */
export const articleSchema = z.pipe(
  z.object(articleFields, { error: m.titleRequired }).check(
    z.superRefine(
      (raw, ctx) => {
        const v = raw as unknown as Record<string, unknown>;
        if (typeof v.content === "string" && isBlankRichText(v.content)) {
          ctx.addIssue({ code: "custom", message: m.contentRequired, path: ["content"] });
        }
        const scope = Number(isBlank(v.categoryId) ? Number.NaN : v.categoryId);
        if (!articleScopes.includes(scope as 1 | 2)) {
          ctx.addIssue({ code: "custom", message: m.scopeRequired, path: ["categoryId"] });
        } else if (scope === 1 && departmentsOf(v).length === 0) {
          ctx.addIssue({ code: "custom", message: m.articleDepartmentRequired, path: ["departments"] });
        } else if (scope === 2 && toId(v.tagId) === null) {
          ctx.addIssue({ code: "custom", message: m.tagRequired, path: ["tagId"] });
        }
        const outUrl = typeof v.outUrl === "string" ? v.outUrl.trim() : "";
        const imgUrl = typeof v.imgUrl === "string" ? v.imgUrl.trim() : "";
        if (outUrl && !imgUrl) ctx.addIssue({ code: "custom", message: m.coverRequired, path: ["imgUrl"] });
        if (Number(v.isEssence) === 1) {
          const price = toNumber(v.price);
          if (!Number.isFinite(price) || price < 0) {
            ctx.addIssue({ code: "custom", message: m.priceRequired, path: ["price"] });
          }
        }
      },
      { when: (payload) => isRecord(payload.value) },
    ),
  ),
  z.transform((v) => normalize(v as unknown as Record<string, unknown>, 0)),
);
export type ArticleInput = z.input<typeof articleSchema>;

/**
 * Draft save (see docs/behaviour/publishing.md#drafts-and-autosave): only the title is checked (标题不能为空, 1–50 characters); the rest is
 * kept as typed, normalized like {@link articleSchema}, with isOpenDiscuss 1.
 */
export const draftSchema = z.pipe(
  z.object(
    {
      ...articleFields,
      content: z.optional(text),
    },
    { error: m.titleRequired },
  ),
  z.transform((v) => normalize(v as unknown as Record<string, unknown>, 1)),
);
export type DraftInput = z.input<typeof draftSchema>;
