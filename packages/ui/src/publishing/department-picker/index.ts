export { DepartmentPicker, type DepartmentOption, type DepartmentPickerProps } from "./department-picker";
