import { useLocation } from "wouter";
import { ProductForm } from "@doctor-console/ui/nutrition";
import { api } from "../../api";
import { invalidate, queryKeys } from "../../data/queries";
import { useSession } from "../../session/session";
import { BackLink } from "./back-link";
import { NoLibraryMessage, useProductLibrary } from "./common";

/** /nutriRecipel/addnutrition: add a product to the hospital's library; back to the library list. */
export default function AddProductPage() {
  const { hospitalId } = useSession();
  const [, navigate] = useLocation();
  const library = useProductLibrary(hospitalId);
  return (
    <section aria-label="新增营养品" className="flex flex-col gap-4">
      <header className="flex items-center gap-3">
        <BackLink href="/nutriRecipel/nutrition">返回营养品库</BackLink>
      </header>
      {library === "absent" ? (
        <NoLibraryMessage />
      ) : (
        <div className="rounded-dc-lg border border-dc-border bg-dc-background p-6">
          <ProductForm
            onSubmit={async (values) => {
              await api.nutrition.addProduct(values);
              void invalidate(queryKeys.nutrition.products);
              navigate("/nutriRecipel/nutrition");
            }}
          />
        </div>
      )}
    </section>
  );
}
