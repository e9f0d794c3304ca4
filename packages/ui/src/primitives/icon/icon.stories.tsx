import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { allStatesSnapshot } from "../../lib/chromatic";
import * as icons from "./icon";

const all = Object.entries(icons).filter(([name]) => /^[A-Z]\w*Icon$/.test(name)) as [string, typeof icons.CheckIcon][];

const meta = {
  title: "Primitives/Icon",
  component: icons.CheckIcon,
} satisfies Meta<typeof icons.CheckIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon. Decorative by default; a `title` makes one an image with a name. */
export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: () => (
    <div className="grid gap-4">
      <ul className="grid grid-cols-6 gap-3">
        {all.map(([name, Icon]) => (
          <li key={name} className="flex flex-col items-center gap-1 text-dc-xs text-dc-muted-foreground">
            <Icon className="size-5 text-dc-foreground" />
            {name.replace(/Icon$/, "")}
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-2">
        <icons.CircleCheckIcon title="已认证" className="text-dc-status-success-foreground" /> 带名称的图标
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "已认证" })).toBeVisible();
    // The others stay out of the accessibility tree.
    await expect(canvas.getAllByRole("img")).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(all.length);
  },
};
