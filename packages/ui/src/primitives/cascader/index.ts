/**
 * Cascader — pick a path through a tree of options (region: province / city / county;
 * department / second department). Options by `options`, or loaded once by
 * `loadOptions(signal)`; `value` / `defaultValue` / `onValueChange(path, selectedOptions)`.
 */
export * from "./cascader";
export { columnsOf, optionsAlong, type CascaderOption, type LoadCascaderOptions } from "./use-cascader-options";
