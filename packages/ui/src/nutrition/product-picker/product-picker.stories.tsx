import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import type { NutritionProduct } from "@doctor-console/domain";
import { Label } from "../../primitives/label";
import { deferred, searchStoryProducts } from "../story-data";
import { ProductPicker } from "./product-picker";
import type { LoadProductOptions } from "./use-product-picker";
import { allStatesSnapshot, noSnapshot } from "../../lib/chromatic";
import { nextPaint, withFakeTimers } from "../../lib/story-helpers";

const searchProducts: LoadProductOptions = async (query) => searchStoryProducts(query);

const meta = {
  title: "Nutrition/ProductPicker",
  component: ProductPicker,
  args: {
    loadOptions: fn(searchProducts),
    onValueChange: fn(),
  },
  render: (args) => (
    <div className="grid max-w-[336px] gap-1.5 pb-72">
      <Label htmlFor="product">营养品</Label>
      <ProductPicker id="product" {...args} />
    </div>
  ),
  parameters: noSnapshot,
} satisfies Meta<typeof ProductPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (listbox: HTMLElement) => within(listbox).getAllByRole("option").map((o) => o.querySelector("span")?.textContent);

/** Type, see name, dose unit and stock, pick with the mouse. */
export const SearchAndPick: Story = {
  parameters: allStatesSnapshot,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "营养品" });
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await userEvent.type(input, "安素");
    const listbox = await canvas.findByRole("listbox", { name: "营养品搜索结果" });
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).toHaveAttribute("aria-controls", listbox.id);
    await expect(names(listbox)).toEqual(["安素全营养配方粉", "安素肠内营养粉剂", "安素乳清蛋白粉"]);
    const option = within(listbox).getByRole("option", { name: /安素肠内营养粉剂/ });
    await expect(option).toHaveTextContent(/规格：袋\s+库存：20/);
    await expect(canvas.getByRole("status")).toHaveTextContent("找到 3 个营养品");
    await expect(args.loadOptions).toHaveBeenCalledTimes(1);
    await expect(args.loadOptions).toHaveBeenCalledWith("安素", expect.any(AbortSignal));

    await userEvent.click(option);
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ nourishmentId: 2, repertory: 20 }));
    await expect(input).toHaveValue("安素肠内营养粉剂");
    await expect(canvas.queryByRole("listbox")).toBeNull();
    await expect(input).toHaveFocus();
  },
};

/** Fully usable from the keyboard: ↓ ↑ (wrapping), Home / End, Enter picks, Escape closes then clears. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole("combobox", { name: "营养品" });
    await expect(input).toHaveFocus();
    await userEvent.keyboard("瑞");
    const listbox = await canvas.findByRole("listbox");
    await expect(input).not.toHaveAttribute("aria-activedescendant");

    await userEvent.keyboard("{ArrowDown}");
    const [first, second] = within(listbox).getAllByRole("option");
    await expect(input).toHaveAttribute("aria-activedescendant", first!.id);
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveAttribute("aria-activedescendant", second!.id);
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveAttribute("aria-activedescendant", first!.id);
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveAttribute("aria-activedescendant", second!.id);
    await userEvent.keyboard("{Home}");
    await expect(input).toHaveAttribute("aria-activedescendant", first!.id);
    await userEvent.keyboard("{End}");
    await expect(input).toHaveAttribute("aria-activedescendant", second!.id);

    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("listbox")).toBeNull();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveValue("瑞");
    // ↓ reopens the last results on the first one.
    await userEvent.keyboard("{ArrowDown}");
    const reopened = await canvas.findByRole("listbox");
    await expect(input).toHaveAttribute("aria-activedescendant", within(reopened).getAllByRole("option")[0]!.id);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ nourishmentName: "瑞能" }));
    await expect(input).toHaveValue("瑞能");
    await expect(canvas.queryByRole("listbox")).toBeNull();

    // Reopening shows the pick as selected; Escape closes, a second Escape clears text and pick.
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard("瑞能");
    const again = await canvas.findByRole("listbox");
    await expect(within(again).getByRole("option", { name: /瑞能/ })).toHaveAttribute("aria-selected", "false");
    await userEvent.keyboard("{Escape}{Escape}");
    await expect(input).toHaveValue("");
  },
};

/** Typing fast calls the search once, 200 ms after the last key, with the whole text (fake timers). */
export const Debounced: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "营养品" });
    await withFakeTimers(async (clock) => {
      // Four keys, 150 ms apart: each restarts the wait.
      for (const text of ["安", "安素", "安素乳", "安素乳清"]) {
        fireEvent.input(input, { target: { value: text } });
        await clock.tickAsync(150);
        await expect(args.loadOptions).not.toHaveBeenCalled();
      }
      await expect(canvas.getByRole("status")).toHaveTextContent("搜索中…");
      await clock.tickAsync(49);
      await expect(args.loadOptions).not.toHaveBeenCalled();
      await clock.tickAsync(1);
      await expect(args.loadOptions).toHaveBeenCalledTimes(1);
      await expect(args.loadOptions).toHaveBeenCalledWith("安素乳清", expect.any(AbortSignal));
    });
    const listbox = await canvas.findByRole("listbox");
    await expect(names(listbox)).toEqual(["安素乳清蛋白粉"]);
  },
};

/** Empty (or blank) text clears the options and asks nothing, however long one waits (fake timers). */
export const EmptyTextClears: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "营养品" });
    await userEvent.type(input, "瑞");
    await canvas.findByRole("listbox");
    await withFakeTimers(async (clock) => {
      fireEvent.input(input, { target: { value: "" } });
      await expect(canvas.queryByRole("listbox")).toBeNull();
      fireEvent.input(input, { target: { value: "   " } });
      await expect(canvas.getByRole("status")).not.toHaveTextContent("搜索中…");
      await clock.tickAsync(1_000);
      await expect(canvas.queryByRole("listbox")).toBeNull();
      await expect(args.loadOptions).toHaveBeenCalledTimes(1);
    });
    // Typing again starts from nothing, not from the old results.
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.queryByRole("listbox")).toBeNull();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox", { name: "营养品" }), "不存在的营养品");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("没有找到相关营养品"));
    await expect(canvas.queryByRole("listbox")).toBeNull();
  },
};

export const SearchFails: Story = {
  args: { loadOptions: fn<LoadProductOptions>(async () => Promise.reject(new Error("服务器开小差了，请刷新页面重新请求"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox", { name: "营养品" }), "安素");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("搜索失败，请重试"));
  },
};

/** A product out of stock is shown but cannot be picked. */
export const OutOfStock: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "营养品" });
    await userEvent.type(input, "安素全");
    const option = within(await canvas.findByRole("listbox")).getByRole("option", { name: /安素全营养配方粉/ });
    await expect(option).toHaveAttribute("aria-disabled", "true");
    await expect(option).toHaveTextContent("库存：0（缺货）");
    await userEvent.click(option);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue("安素全");
  },
};

/**
 * The race: answers arrive out of order. A newer query aborts the older request; an older answer
 * that still arrives (the loader here ignores the signal) never replaces the newer list.
 */
const calls: { query: string; signal: AbortSignal; answer: ReturnType<typeof deferred<NutritionProduct[]>> }[] = [];
const controlledLoader: LoadProductOptions = (query, signal) => {
  const answer = deferred<NutritionProduct[]>();
  calls.push({ query, signal, answer });
  return answer.promise;
};

/** After `answer` has settled, React has rendered whatever it caused (the next frame is painted). */
async function settled(answer: Promise<unknown>) {
  await answer.catch(() => undefined);
  await nextPaint();
}

export const OutOfOrderAnswers: Story = {
  args: { loadOptions: fn(controlledLoader) },
  play: async ({ canvasElement }) => {
    calls.length = 0;
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "营养品" });

    // 1: "安" goes out and stays pending.
    await userEvent.type(input, "安");
    await waitFor(() => expect(calls).toHaveLength(1));
    // 2: "安素乳" goes out; the first request is aborted.
    await userEvent.type(input, "素乳");
    await waitFor(() => expect(calls).toHaveLength(2));
    await expect(calls[0]!.signal.aborted).toBe(true);
    await expect(calls[1]!.signal.aborted).toBe(false);
    await expect(calls.map((c) => c.query)).toEqual(["安", "安素乳"]);

    // The stale answer arrives first: nothing is shown for it.
    calls[0]!.answer.resolve(searchStoryProducts("安"));
    await settled(calls[0]!.answer.promise);
    await expect(canvas.queryByRole("listbox")).toBeNull();
    await expect(canvas.getByRole("status")).toHaveTextContent("搜索中…");

    // The latest answer arrives: its list shows.
    calls[1]!.answer.resolve(searchStoryProducts("安素乳"));
    const listbox = await canvas.findByRole("listbox");
    await expect(names(listbox)).toEqual(["安素乳清蛋白粉"]);

    // 3: "安素乳清" goes out, then 4: back to "瑞"; 4 answers first, 3 late.
    await userEvent.type(input, "清");
    await waitFor(() => expect(calls).toHaveLength(3));
    await userEvent.clear(input);
    await userEvent.type(input, "瑞");
    await waitFor(() => expect(calls).toHaveLength(4));
    await expect(calls[2]!.signal.aborted).toBe(true);
    calls[3]!.answer.resolve(searchStoryProducts("瑞"));
    await waitFor(() => expect(names(canvas.getByRole("listbox"))).toEqual(["瑞素", "瑞能"]));
    calls[2]!.answer.resolve(searchStoryProducts("安素乳清"));
    await settled(calls[2]!.answer.promise);
    await expect(names(canvas.getByRole("listbox"))).toEqual(["瑞素", "瑞能"]);

    // A late failure of a stale request is dropped as well.
    await userEvent.type(input, "素");
    await waitFor(() => expect(calls).toHaveLength(5));
    await userEvent.clear(input);
    calls[4]!.answer.reject(new Error("aborted"));
    await settled(calls[4]!.answer.promise);
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await expect(canvas.queryByRole("listbox")).toBeNull();
  },
};
