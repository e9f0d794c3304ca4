import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge, type BadgeVariant } from "./badge";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  parameters: noSnapshot,
  args: { children: "审核中", variant: "pending" },
  argTypes: {
    variant: { control: "select", options: ["neutral", "primary", "pending", "success", "rejected", "info", "muted"] },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText("审核中");
    await expect(badge).toHaveAttribute("data-variant", "pending");
  },
};

const samples: [BadgeVariant, string][] = [
  ["neutral", "全部"],
  ["primary", "VIP"],
  ["pending", "审核中"],
  ["success", "已发布"],
  ["rejected", "审核驳回"],
  ["info", "待评价"],
  ["muted", "已下线"],
];

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => (
    <div className="grid gap-2">
      {(["default", "sm"] as const).map((size) => (
        <div key={size} className="flex flex-wrap gap-2">
          {samples.map(([variant, text]) => (
            <Badge key={variant} variant={variant} size={size}>
              {text}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [variant, text] of samples) {
      for (const el of canvas.getAllByText(text)) await expect(el).toHaveAttribute("data-variant", variant);
    }
  },
};
