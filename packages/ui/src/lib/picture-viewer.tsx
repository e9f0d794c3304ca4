import { Dialog, DialogContent, DialogTitle } from "../primitives/dialog";

export interface PictureViewerProps {
  /** The picture to show large; null keeps the viewer closed. */
  src: string | null;
  onClose: () => void;
  title?: string;
}

/** A chat picture shown large in a dialog (Escape, the × or the overlay closes it). */
export function PictureViewer({ src, onClose, title = "查看图片" }: PictureViewerProps) {
  return (
    <Dialog open={src !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="xl" aria-describedby={undefined} data-slot="picture-viewer" className="items-center gap-3 p-4">
        <DialogTitle className="self-start">{title}</DialogTitle>
        {src ? <img src={src} alt="聊天图片大图" className="max-h-[65vh] max-w-full object-contain" /> : null}
      </DialogContent>
    </Dialog>
  );
}
