import { useEffect, useState } from "react";

/**
 * false until the frame after the first render has been painted: for what should not compete with
 * the page's first paint (a decoration's image, a count asked for after the page's own data).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from the next animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
