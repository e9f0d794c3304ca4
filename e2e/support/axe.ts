import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0/2.1/2.2 A and AA, target-size (2.5.8) included: the rules Storybook's axe runs too. */
const tags = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/**
 * Fails with the violations (rule, target, summary) when the page as it stands breaks any rule.
 * `label` names the page in the message. Checked once what is moving has come to rest: a toast
 * or dialog half faded in has the contrast of no state a doctor reads (endless animations, such
 * as a spinner, are not waited for). Something that starts moving while axe runs (a toast shown
 * when the page's background work starts) is waited for and checked again: a violation that is
 * still there after 15 s fails (one axe pass over a long page takes several seconds when other
 * steps of `pnpm test` share the cores, so the window holds a few passes).
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  await expect(async () => {
    await page.evaluate(async () => {
      // Two frames: a transition set off by a just-mounted element (a toast) has started by then.
      await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      );
    });
    const { violations } = await new AxeBuilder({ page })
      // Only the violations are read: axe details no passing node (its selectors were most of the
      // cost of a pass over a long page).
      .options({ resultTypes: ["violations"] })
      .withTags(tags)
      // axe.run in the page itself. The default runs axe in each frame and then again in a new page
      // opened to merge the results (a page load and axe's source parsed twice per check); the
      // console's frames are all same-origin (its Content-Security-Policy allows no other), which
      // axe.run covers.
      .setLegacyMode()
      .analyze();
    const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} — ${n.failureSummary?.split("\n")[1]?.trim() ?? v.help}`));
    expect(found, `axe on ${label}`).toEqual([]);
  }).toPass({ timeout: 15_000 });
}
