import { useQuery } from "@tanstack/react-query";
import { verificationTexts } from "@doctor-console/domain";
import { VerificationDocuments } from "@doctor-console/ui/profile";
import { api } from "../../api";
import { doctorQueries, invalidate, queryKeys } from "../../data/queries";
import { Loading } from "../../features/personal-data/loading";
import { reportError } from "../../report-error";
import { uploadThrough } from "../../features/uploads/upload";

/** /personalData/certificateReview: the eleven verification documents, uploaded and deleted one by one. */
export default function CertificateReviewPage() {
  const verification = useQuery({ ...doctorQueries.verification(), refetchOnMount: "always" });
  return (
    <section aria-labelledby="certificate-review-title" className="flex flex-col gap-4">
      <h1 id="certificate-review-title" className="text-dc-lg font-semibold">
        {verificationTexts.heading}
      </h1>
      {verification.data ? (
        <VerificationDocuments
          verification={verification.data}
          upload={(key, file, options) =>
            uploadThrough((imagePath, o) => api.account.uploadVerification({ imagePath, key }, o))(file, options)
          }
          onDelete={async (path) => {
            try {
              await api.account.deleteVerification({ path });
            } catch (error) {
              reportError(error);
              throw error;
            }
          }}
          onChanged={() => void invalidate(queryKeys.doctor)}
        />
      ) : <Loading />}
    </section>
  );
}
