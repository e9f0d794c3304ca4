import { useLocation } from "wouter";
import type { NewProductInput } from "@doctor-console/domain";
import { ProductForm } from "@doctor-console/ui/nutrition";
import { useWrite } from "../../data/mutations";
import { useSession } from "../../session/session";
import { BackLink } from "../../features/navigation/back-link";
import { NoLibraryMessage, useProductLibrary } from "../../features/nutrition/product-library";
import { detailReturnPaths } from "../../paths";
import { useUnsavedWork } from "../../features/forms/use-unsaved-work";
import { CopyBanner } from "../../features/forms/copy-banner";

const nothingTyped = { nourishmentName: "", price: "", specification: "" } as unknown as NewProductInput;

/**
 * /nutriRecipel/addnutrition: add a product to the hospital's library; back to the library list.
 * What is typed is kept in the browser and leaving it is asked (features/forms/use-unsaved-work.ts).
 */
export default function AddProductPage() {
  const { hospitalId, customerId } = useSession();
  const [, navigate] = useLocation();
  const library = useProductLibrary(hospitalId);
  const addProduct = useWrite("addProduct");
  const work = useUnsavedWork({ customerId, form: "nutrition-product", saved: nothingTyped });
  return (
    <section aria-label="新增营养品" className="flex flex-col gap-4">
      <header className="flex items-center gap-3">
        <BackLink href={detailReturnPaths.product}>返回营养品库</BackLink>
      </header>
      {library === "absent" ? (
        <NoLibraryMessage />
      ) : work.values ? (
        <>
          <CopyBanner work={work} />
          <div className="rounded-dc-lg border border-dc-border bg-dc-background p-6">
            <ProductForm
              key={work.formKey}
              defaultValues={work.values}
              onValuesChange={work.change}
              onSubmit={async (values) => {
                await addProduct.mutateAsync(values);
                await work.saved(work.current.current ?? nothingTyped);
                navigate(detailReturnPaths.product);
              }}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
