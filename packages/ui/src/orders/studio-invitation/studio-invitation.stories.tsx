import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { studioGate, studioGateDetails, studioUnderReviewNote } from "@doctor-console/domain";
import { Button } from "../../primitives/button";
import { StudioInvitation } from "./studio-invitation";
import { allStatesSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Orders/StudioInvitation",
  component: StudioInvitation,
} satisfies Meta<typeof StudioInvitation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shown while the studio is not open: the one message of every closed page, where to complete verification, and the three services. */
export const Default: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "您还未开通工作室，开通后再来吧" });
    await expect(within(region).getByText(studioGateDetails.notOpen)).toBeVisible();
    // No second message (the mobile app) beside the one of 个人资料 → 资质认证.
    await expect(within(region).queryByText(/手机App/)).toBeNull();
    const services = within(region)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    await expect(services).toEqual(["在线问诊", "在线转诊会诊", "线下门诊"]);
    await expect(within(region).queryByText(studioUnderReviewNote)).toBeNull();
  },
};

/** The doctor under review is told that the documents are being reviewed. */
export const UnderReview: Story = {
  args: { gate: studioGate(0)! },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "您还未开通工作室，开通后再来吧" });
    await expect(within(region).getByRole("status")).toHaveTextContent("您的认证资料正在审核中，审核通过后即可开通工作室。");
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button asChild variant="outline">
        <a href="/personalData">查看认证状态</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "查看认证状态" })).toHaveAttribute("href", "/personalData");
  },
};
