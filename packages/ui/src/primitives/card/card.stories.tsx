import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Badge } from "../badge";
import { Button } from "../button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";

const onEdit = fn();

const meta = {
  title: "Primitives/Card",
  component: Card,
  parameters: noSnapshot,
  render: (args) => (
    <Card {...args} className="max-w-[392px]">
      <CardHeader>
        <CardTitle>个人资料</CardTitle>
        <CardDescription>认证信息审核通过后可开通工作室</CardDescription>
        <CardAction>
          <Button size="sm" variant="secondary" onClick={onEdit}>
            编辑
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[6em_1fr] gap-y-1">
          <dt className="text-dc-muted-foreground">姓名</dt>
          <dd>张三</dd>
          <dt className="text-dc-muted-foreground">认证状态</dt>
          <dd>
            <Badge variant="success">已认证</Badge>
          </dd>
        </dl>
      </CardContent>
      <CardFooter>
        <span className="text-dc-sm text-dc-muted-foreground">更新于 2026-11-20</span>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  play: async ({ canvasElement }) => {
    onEdit.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "个人资料", level: 3 })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "编辑" }));
    await expect(onEdit).toHaveBeenCalledOnce();
  },
};
