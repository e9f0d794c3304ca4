import type { FormEvent, ReactNode } from "react";
import { Button } from "../../primitives/button";
import { DialogFooter } from "../../primitives/dialog";

/**
 * The form of a dialog the prescription form opens, with 取消 and 确定 at its foot. Its submit stops
 * there: the dialog sits in a portal, but React events still bubble to the page's form.
 */
export function DialogForm({ onSubmit, onCancel, children }: { onSubmit: (event: FormEvent) => void; onCancel: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.stopPropagation();
        onSubmit(e);
      }}
      className="contents"
    >
      {children}
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          取消
        </Button>
        <Button type="submit">确定</Button>
      </DialogFooter>
    </form>
  );
}
