import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Spinner } from "./spinner";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const meta = {
  title: "Primitives/Spinner",
  component: Spinner,
  parameters: noSnapshot,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {
  args: { label: "加载中" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status", { name: "加载中" })).toBeInTheDocument();
  },
};

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => (
    <div className="flex items-center gap-4 text-dc-primary">
      <Spinner size="sm" />
      <Spinner />
      <Spinner size="lg" />
      <Spinner size="xl" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Without a label they are decorative: hidden from assistive tech.
    const spinners = canvasElement.querySelectorAll('[data-slot="spinner"]');
    await expect(spinners).toHaveLength(4);
    for (const s of spinners) await expect(s).toHaveAttribute("aria-hidden", "true");
    await expect(within(canvasElement).queryByRole("status")).toBeNull();
  },
};
