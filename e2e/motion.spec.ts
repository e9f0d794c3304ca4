import { expect, test, type Locator, type Page } from "./fixtures";
import { demo, signIn } from "./helpers";

// Dialogs and popovers open and close with `data-state` animations (ui lib/motion.ts), which
// prefers-reduced-motion turns off.

/** The animation names of the refusal prompt's box and overlay, as it opens. */
async function openingAnimations(page: Page): Promise<{ box: string; overlay: string; dialog: Locator }> {
  await page.locator("tr[data-slot=order-row]").first().getByRole("button", { name: /^拒绝/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "拒绝接诊" });
  await expect(dialog).toBeVisible();
  const box = await dialog.evaluate((el) => getComputedStyle(el).animationName);
  const overlay = await page.locator("[data-slot=confirm-overlay]").evaluate((el) => getComputedStyle(el).animationName);
  return { box, overlay, dialog };
}

/**
 * Closes with 取消 and tells the animation the box had while closing: Radix keeps an animated box
 * until its animation ends, and removes one without an animation at once ("removed").
 */
async function closingAnimation(page: Page, dialog: Locator): Promise<string> {
  await page.evaluate(() => {
    const box = document.querySelector("[data-slot=confirm-dialog]")!;
    const w = window as unknown as { closing?: string };
    new MutationObserver((_, observer) => {
      if (box.getAttribute("data-state") !== "closed") return;
      w.closing = box.isConnected ? getComputedStyle(box).animationName : "removed";
      observer.disconnect();
    }).observe(box, { attributes: true, attributeFilter: ["data-state"] });
  });
  await dialog.getByRole("button", { name: "取消" }).click();
  await expect(dialog).toBeHidden();
  return page.evaluate(() => (window as unknown as { closing?: string }).closing ?? "");
}

test("the refusal prompt fades and scales in and out; with reduced motion it does not animate", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await signIn(page, demo.verified, { at: "/patient/patient_djz" });

  let opened = await openingAnimations(page);
  expect(opened.box).toBe("dc-pop-in");
  expect(opened.overlay).toBe("dc-fade-in");
  expect(await closingAnimation(page, opened.dialog)).toBe("dc-pop-out");

  await page.emulateMedia({ reducedMotion: "reduce" });
  opened = await openingAnimations(page);
  expect(opened.box).toBe("none");
  expect(opened.overlay).toBe("none");
  expect(await closingAnimation(page, opened.dialog)).toBe("removed");
});

test("the patient-info popover animates open, and not with reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await signIn(page, demo.verified, { at: "/patient/patient_djz" });
  const row = page.locator("tr[data-slot=order-row]").first();
  const trigger = row.locator("[data-slot=patient-info-trigger]");
  await trigger.click();
  const popover = page.locator("[data-slot=patient-info-popover]");
  await expect(popover).toBeVisible();
  expect(await popover.evaluate((el) => getComputedStyle(el).animationName)).toBe("dc-pop-in");
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();

  await page.emulateMedia({ reducedMotion: "reduce" });
  await trigger.click();
  await expect(popover).toBeVisible();
  expect(await popover.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
});
