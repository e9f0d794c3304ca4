import * as z from "zod/mini";
import { isBlankRichText } from "../rules/article";
import { requiredText } from "./fields";
import { validationMessages as m } from "./messages";

/**
 * A disease entry (see docs/behaviour/publishing.md#diseases): name, content and department required. Departments may be chosen as
 * a list; the output joins them with a comma (POST /management/diseases form fields).
 */
export const diseaseSchema = z.object(
  {
    diseaseName: requiredText(m.diseaseNameRequired),
    content: requiredText(m.diseaseContentRequired).check(z.refine((s) => !isBlankRichText(s), m.diseaseContentRequired)),
    department: z.pipe(
      z.union([z.array(z.string()), z.string()], { error: m.departmentRequired }),
      z.transform((v, ctx) => {
        const list = (Array.isArray(v) ? v : v.split(",")).map((d) => d.trim()).filter(Boolean);
        if (list.length === 0) {
          ctx.issues.push({ code: "custom", message: m.departmentRequired, input: v });
          return z.NEVER;
        }
        return list.join(",");
      }),
    ),
  },
  { error: m.diseaseNameRequired },
);
export type DiseaseInput = z.input<typeof diseaseSchema>;
export type DiseaseValues = z.output<typeof diseaseSchema>;
