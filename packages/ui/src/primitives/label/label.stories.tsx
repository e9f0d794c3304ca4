import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { noSnapshot } from "../../lib/chromatic";
import { Checkbox } from "../checkbox";
import { Input } from "../input";
import { Label } from "./label";

const meta = {
  title: "Primitives/Label",
  component: Label,
  parameters: noSnapshot,
} satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamesAndFocusesItsControl: Story = {
  render: () => (
    <div className="grid max-w-[280px] gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="l-name" required>
          姓名
        </Label>
        <Input id="l-name" required />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="l-agree" />
        <Label htmlFor="l-agree">同意《工作室开通协议》</Label>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The asterisk is decorative: the name is just 姓名.
    const input = canvas.getByRole("textbox", { name: "姓名" });
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByText("姓名"));
    await expect(input).toHaveFocus();
    const agree = canvas.getByRole("checkbox", { name: "同意《工作室开通协议》" });
    await userEvent.click(canvas.getByText("同意《工作室开通协议》"));
    await expect(agree).toBeChecked();
  },
};
