/**
 * After each story test (render, play, axe), the story's picture is compared with its baseline
 * by the visualCheck command (visual.command.ts). Stories tagged `!visual` are not pictured.
 */
import { afterEach, expect } from "vitest";
import { commands } from "vitest/browser";

declare module "vitest/browser" {
  interface BrowserCommands {
    visualCheck: (storyId: string) => Promise<string | null>;
  }
}

afterEach(async (context) => {
  const { task } = context;
  const storyId = (task.meta as { storyId?: string }).storyId;
  if (!storyId || task.result?.state === "fail" || task.result?.state === "skip" || task.result?.errors?.length) return;
  const story = (context as { story?: { tags?: string[] } }).story;
  // Storybook resolves `!visual` by removing the `visual` tag the preview gives every story.
  if (!story?.tags?.includes("visual")) return;
  // Settled: web fonts, images, and two frames for the last layout.
  await document.fonts.ready;
  await Promise.all([...document.images].map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const failure = await commands.visualCheck(storyId);
  expect(failure, "visual regression").toBeNull();
});
