import { useQuery } from "../../data/server-state";
import { verificationTexts } from "@doctor-console/domain";
import { VerificationDocuments } from "@doctor-console/ui/profile";
import { refreshVerification, uploads, useWrite } from "../../data/mutations";
import { doctorQueries } from "../../data/queries";
import { Loading } from "../../features/personal-data/loading";
import { reportError } from "../../report-error";

/** /personalData/certificateReview: the eleven verification documents, uploaded and deleted one by one. */
export default function CertificateReviewPage() {
  const verification = useQuery({ ...doctorQueries.verification(), refetchOnMount: "always" });
  const deleteVerification = useWrite("deleteVerification");
  return (
    <section aria-labelledby="certificate-review-title" className="flex flex-col gap-4">
      <h1 id="certificate-review-title" className="text-dc-lg font-semibold">
        {verificationTexts.heading}
      </h1>
      {verification.data ? (
        <VerificationDocuments
          verification={verification.data}
          upload={(key, file, options) => uploads.verification(key)(file, options)}
          onDelete={async (path) => {
            try {
              await deleteVerification.mutateAsync({ path });
            } catch (error) {
              reportError(error);
              throw error;
            }
          }}
          onChanged={refreshVerification}
        />
      ) : <Loading />}
    </section>
  );
}
