import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { fixtures } from "@doctor-console/domain/fixtures";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { Label } from "../label";
import { Cascader, type CascaderProps } from "./cascader";
import type { CascaderOption } from "./use-cascader-options";

const areas = fixtures.areas as CascaderOption[];
const departments = fixtures.departments as CascaderOption[];
const onValueChange = fn();

let pendingLoad: { resolve: (o: CascaderOption[]) => void; reject: (e: unknown) => void; signal: AbortSignal }[] = [];
const loadOptions = fn(
  (signal: AbortSignal) => new Promise<CascaderOption[]>((resolve, reject) => pendingLoad.push({ resolve, reject, signal })),
);

const meta = {
  title: "Primitives/Cascader",
  component: Cascader,
  parameters: noSnapshot,
  args: { options: areas, onValueChange, levelLabels: ["省份", "城市", "区县"], placeholder: "请选择所在地区" },
  render: (args) => (
    <div className="grid max-w-[280px] gap-1.5 pb-80">
      <Label htmlFor="region">所在地区</Label>
      <Cascader id="region" {...args} />
    </div>
  ),
  beforeEach: () => {
    onValueChange.mockClear();
    loadOptions.mockClear();
    pendingLoad = [];
  },
} satisfies Meta<typeof Cascader>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const AllStates: Story = {
  parameters: allStatesSnapshot,
  render: (args) => (
    <div className="grid max-w-[280px] gap-4">
      {(
        [
          ["所在地区（空）", {}],
          ["所在地区", { defaultValue: ["110000", "110100", "110101"] }],
          ["所在科室", { options: departments, defaultValue: ["中医内科", "脾胃病科"] }],
          ["所在地区（停用）", { disabled: true, defaultValue: ["310000", "310100", "310104"] }],
          ["所在地区（错误）", { "aria-invalid": true }],
        ] satisfies [string, Partial<CascaderProps>][]
      ).map(([label, extra], i) => (
        <div key={label} className="grid gap-1.5">
          <Label htmlFor={`c${i}`}>{label}</Label>
          <Cascader id={`c${i}`} {...args} {...extra} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "所在地区（空）" })).toHaveTextContent("请选择所在地区");
    await expect(canvas.getByRole("button", { name: "所在地区" })).toHaveTextContent("北京市 / 北京市 / 东城区");
    await expect(canvas.getByRole("button", { name: "所在科室" })).toHaveTextContent("中医内科 / 脾胃病科");
    await expect(canvas.getByRole("button", { name: "所在地区（停用）" })).toBeDisabled();
  },
};

/** Click through the columns; a leaf commits the path with its options. */
export const ChooseWithMouse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "所在地区" });
    await userEvent.click(trigger);
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole("option", { name: "广东省" }));
    await expect(page.getByRole("listbox", { name: "城市" })).toBeVisible();
    await userEvent.click(page.getByRole("option", { name: "广州市" }));
    await userEvent.click(page.getByRole("option", { name: "天河区" }));
    await waitFor(() => expect(page.queryByRole("listbox")).toBeNull());
    await expect(onValueChange).toHaveBeenCalledWith(
      ["440000", "440100", "440106"],
      [expect.objectContaining({ label: "广东省" }), expect.objectContaining({ label: "广州市" }), { value: "440106", label: "天河区" }],
    );
    await expect(trigger).toHaveTextContent("广东省 / 广州市 / 天河区");
    await expect(trigger).toHaveFocus();

    // Reopening shows the chosen path, marked selected.
    await userEvent.click(trigger);
    await expect(await page.findByRole("option", { name: "天河区" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("option", { name: "天河区" })).toHaveFocus();
  },
};

/** Keyboard only: Enter opens, ↓ ↑ move (wrapping), → opens a level, ← goes back, Enter picks, Escape closes. */
export const Keyboard: Story = {
  args: { options: departments, levelLabels: ["科室", "二级科室"], placeholder: "请选择所在科室" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole("button", { name: "所在地区" });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(page.getByRole("option", { name: "中医内科" })).toHaveFocus());
    await userEvent.keyboard("{ArrowUp}");
    await expect(page.getByRole("option", { name: "临床营养科" })).toHaveFocus();
    await userEvent.keyboard("{Home}{ArrowDown}");
    await expect(page.getByRole("option", { name: "中医外科" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(page.getByRole("option", { name: "皮肤科" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(page.getByRole("option", { name: "中医外科" })).toHaveFocus();
    await expect(page.queryByRole("listbox", { name: "二级科室" })).toBeNull();
    await userEvent.keyboard("{Enter}{End}{Enter}");
    await waitFor(() => expect(page.queryByRole("listbox")).toBeNull());
    await expect(onValueChange).toHaveBeenCalledWith(["中医外科", "乳腺科"], expect.anything());
    await expect(trigger).toHaveTextContent("中医外科 / 乳腺科");
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard(" ");
    await waitFor(() => expect(page.getByRole("option", { name: "乳腺科" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("listbox")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(onValueChange).toHaveBeenCalledOnce();
  },
};

/** Options through `loadOptions`: loaded on mount (the saved value shows its labels), retry after a failure. */
export const LoadsOptions: Story = {
  args: { options: undefined, loadOptions, defaultValue: ["310000", "310100", "310104"], fallbackLabel: "上海市 / 上海市 / 徐汇区" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    const trigger = canvas.getByRole("button", { name: "所在地区" });
    await expect(loadOptions).toHaveBeenCalledOnce();
    await expect(trigger).toHaveTextContent("上海市 / 上海市 / 徐汇区");
    pendingLoad[0]!.reject(new Error("down"));
    await userEvent.click(trigger);
    await expect(await page.findByRole("alert")).toHaveTextContent("加载失败");
    await userEvent.click(page.getByRole("button", { name: "重试" }));
    await expect(await page.findByRole("status")).toHaveTextContent("加载中");
    pendingLoad[1]!.resolve(areas);
    await expect(await page.findByRole("option", { name: "徐汇区" })).toHaveAttribute("aria-selected", "true");
  },
};
