import { useLocation } from "wouter";
import { ProductForm } from "@doctor-console/ui/nutrition";
import { useWrite } from "../../data/mutations";
import { useSession } from "../../session/session";
import { BackLink } from "../../features/navigation/back-link";
import { NoLibraryMessage, useProductLibrary } from "../../features/nutrition/product-library";
import { detailReturnPaths } from "../../paths";

/** /nutriRecipel/addnutrition: add a product to the hospital's library; back to the library list. */
export default function AddProductPage() {
  const { hospitalId } = useSession();
  const [, navigate] = useLocation();
  const library = useProductLibrary(hospitalId);
  const addProduct = useWrite("addProduct");
  return (
    <section aria-label="新增营养品" className="flex flex-col gap-4">
      <header className="flex items-center gap-3">
        <BackLink href={detailReturnPaths.product}>返回营养品库</BackLink>
      </header>
      {library === "absent" ? (
        <NoLibraryMessage />
      ) : (
        <div className="rounded-dc-lg border border-dc-border bg-dc-background p-6">
          <ProductForm
            onSubmit={async (values) => {
              await addProduct.mutateAsync(values);
              navigate(detailReturnPaths.product);
            }}
          />
        </div>
      )}
    </section>
  );
}
