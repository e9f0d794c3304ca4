import { Button } from "../../primitives/button";
import type { PrescriptionLine } from "./add-product-dialog";

export interface PrescriptionLinesTableProps {
  lines: PrescriptionLine[];
  /** Remove the line of this product. */
  onRemove: (nourishmentId: number) => void;
}

/** The products added to a prescription, each removable. */
export function PrescriptionLinesTable({ lines, onRemove }: PrescriptionLinesTableProps) {
  if (lines.length === 0) {
    return <p className="rounded-md bg-surface px-3 py-4 text-center text-muted-foreground">尚未添加营养品</p>;
  }
  return (
    <table data-slot="prescription-lines" className="w-full border-collapse text-sm">
      <caption className="sr-only">已添加的营养品</caption>
      <thead>
        <tr className="border-b border-border bg-surface text-left">
          <th scope="col" className="h-10 px-3 font-medium">
            营养品名称
          </th>
          <th scope="col" className="h-10 px-3 font-medium">
            规格
          </th>
          <th scope="col" className="h-10 px-3 text-right font-medium">
            数量
          </th>
          <th scope="col" className="h-10 px-3 font-medium">
            用法用量
          </th>
          <th scope="col" className="h-10 px-3 text-right font-medium">
            操作
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.nourishmentId} className="border-b border-border">
            <td className="h-11 px-3">{line.product.nourishmentName}</td>
            <td className="h-11 px-3">{line.product.specification}</td>
            <td className="h-11 px-3 text-right tabular-nums">{line.quantity}</td>
            <td className="h-11 px-3">{line.useTheDosage}</td>
            <td className="h-11 px-3 text-right">
              <Button
                variant="link"
                className="text-destructive"
                aria-label={`删除 ${line.product.nourishmentName}`}
                onClick={() => onRemove(line.nourishmentId)}
              >
                删除
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
