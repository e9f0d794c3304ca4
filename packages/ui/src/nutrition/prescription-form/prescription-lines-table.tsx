import { Button } from "../../primitives/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "../../primitives/table";
import type { PrescriptionLine } from "./add-product-dialog";

export interface PrescriptionLinesTableProps {
  lines: PrescriptionLine[];
  /** Remove the line of this product. */
  onRemove: (nourishmentId: number) => void;
}

/** The products added to a prescription, each removable. */
export function PrescriptionLinesTable({ lines, onRemove }: PrescriptionLinesTableProps) {
  if (lines.length === 0) {
    return <p className="rounded-dc-md bg-dc-surface px-3 py-4 text-center text-dc-muted-foreground">尚未添加营养品</p>;
  }
  return (
    <Table data-slot="prescription-lines">
      <TableCaption className="sr-only">已添加的营养品</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>营养品名称</TableHead>
          <TableHead>规格</TableHead>
          <TableHead numeric>数量</TableHead>
          <TableHead>用法用量</TableHead>
          <TableHead className="text-right">操作</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.nourishmentId}>
            <TableCell>{line.product.nourishmentName}</TableCell>
            <TableCell>{line.product.specification}</TableCell>
            <TableCell numeric>{line.quantity}</TableCell>
            <TableCell>{line.useTheDosage}</TableCell>
            <TableCell className="text-right">
              <Button
                variant="link"
                className="text-dc-destructive"
                aria-label={`删除 ${line.product.nourishmentName}`}
                onClick={() => onRemove(line.nourishmentId)}
              >
                删除
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
