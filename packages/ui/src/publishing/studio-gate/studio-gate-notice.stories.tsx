import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { studioGate, studioGateDetails } from "@doctor-console/domain";
import { Button } from "../../primitives/button";
import { StudioGateNotice } from "./studio-gate-notice";
import { allStatesSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Publishing/StudioGateNotice",
  component: StudioGateNotice,
  args: {
    gate: studioGate(-1)!,
    action: (
      <Button asChild variant="outline">
        <a href="/personalData">个人资料</a>
      </Button>
    ),
  },
} satisfies Meta<typeof StudioGateNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not verified (or failed): the spec's message, what to do, and the link to 个人资料. */
export const NotVerified: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "您还未开通工作室，开通后再来吧" });
    await expect(within(region).getByText(studioGateDetails.notOpen)).toBeVisible();
    await expect(within(region).getByRole("link", { name: "个人资料" })).toHaveAttribute("href", "/personalData");
  },
};

/** Under review (state 0): the same message, told that the documents are being reviewed. */
export const UnderReview: Story = {
  args: { gate: studioGate(0)! },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "您还未开通工作室，开通后再来吧" });
    await expect(within(region).getByText(studioGateDetails.underReview)).toBeVisible();
    await expect(within(region).queryByText(studioGateDetails.notOpen)).toBeNull();
  },
};
