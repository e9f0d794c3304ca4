import type { ReactNode } from "react";
import { pgsgaBands, type PgSgaOption } from "@doctor-console/domain";
import { Button } from "../../primitives/button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger, DialogClose } from "../../primitives/dialog";
import { pgsgaSections } from "./pgsga-questions";

export interface PgSgaInstructionsDialogProps {
  /** The element that opens it; default a 填写说明 button. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function ScoringTable({ caption, options }: { caption: string; options: readonly PgSgaOption[] }) {
  return (
    <table className="w-full border-collapse text-dc-sm">
      <caption className="pb-1 text-left font-medium">{caption}</caption>
      <thead>
        <tr className="bg-dc-surface">
          <th scope="col" className="border border-dc-border px-3 py-2 text-left font-medium">
            情况
          </th>
          <th scope="col" className="w-20 border border-dc-border px-3 py-2 text-right font-medium">
            评分
          </th>
        </tr>
      </thead>
      <tbody>
        {options.map((o) => (
          <tr key={o.value}>
            <td className="border border-dc-border px-3 py-2">{o.label}</td>
            <td className="border border-dc-border px-3 py-2 text-right tabular-nums">{o.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * 填写说明: what the PG-SGA worksheet is, how each part is scored (as real tables) and the
 * recommended interventions by total score.
 */
export function PgSgaInstructionsDialog({ trigger, open, onOpenChange }: PgSgaInstructionsDialogProps) {
  const tables = pgsgaSections.flatMap((section, s) =>
    section.questions.map((q, i) => ({
      key: q.field,
      caption: `表${s + 1}${section.questions.length > 1 ? `-${i + 1}` : ""} ${section.title}：${q.title}`,
      options: q.options,
    })),
  );
  return (
    <Dialog {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      <DialogTrigger asChild>{trigger ?? <Button variant="outline">填写说明</Button>}</DialogTrigger>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>PG-SGA 填写说明</DialogTitle>
          <DialogDescription className="text-dc-sm">患者主观整体评估（Patient-Generated Subjective Global Assessment）</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-5">
          <section className="grid gap-2" aria-label="评估说明">
            <p>
              PG-SGA 是专为肿瘤等慢性病患者设计的营养状况评估方法，由患者自评（体重、进食情况、症状、活动和身体功能）和医务人员评估（疾病与营养需求的关系、代谢方面的需要、体格检查）两部分组成。
            </p>
            <p>
              请按工作表逐项填写：单选题各选一项；症状可多选，选择“疼痛”时须注明疼痛部位；没有相关疾病或情况时可不选。提交后由系统按下表计算各部分得分并相加得出总分。
            </p>
          </section>
          <section className="grid gap-4" aria-label="评分表">
            <h3 className="font-medium">评分表</h3>
            {tables.map((t) => (
              <ScoringTable key={t.key} caption={t.caption} options={t.options} />
            ))}
          </section>
          <section className="grid gap-2" aria-label="推荐干预措施">
            <table className="w-full border-collapse text-dc-sm">
              <caption className="pb-1 text-left font-medium">推荐干预措施（按总分）</caption>
              <thead>
                <tr className="bg-dc-surface">
                  <th scope="col" className="w-20 border border-dc-border px-3 py-2 text-left font-medium">
                    总分
                  </th>
                  <th scope="col" className="border border-dc-border px-3 py-2 text-left font-medium">
                    干预措施
                  </th>
                </tr>
              </thead>
              <tbody>
                {pgsgaBands.map((b) => (
                  <tr key={b.range}>
                    <th scope="row" className="border border-dc-border px-3 py-2 text-left font-normal tabular-nums">
                      {b.range}
                    </th>
                    <td className="border border-dc-border px-3 py-2">{b.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button>知道了</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
