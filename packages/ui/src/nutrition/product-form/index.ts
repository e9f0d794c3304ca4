export { ProductForm, type ProductFormProps } from "./product-form";
