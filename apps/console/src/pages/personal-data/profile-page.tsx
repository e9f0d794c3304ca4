import { useQuery } from "../../data/server-state";
import { profileOrEmpty } from "@doctor-console/domain";
import { ProfileCard } from "@doctor-console/ui/profile";
import { doctorQueries } from "../../data/queries";
import { Loading } from "../../features/personal-data/loading";
import { routerLink } from "../../router-link";
import { LoadFailed, loadFailedMessage } from "../../features/errors/load-failed";

/** /personalData: the profile as a card and the verification state in words. */
export default function ProfilePage() {
  const profile = useQuery({ ...doctorQueries.profile(), refetchOnMount: "always" });
  const verification = useQuery(doctorQueries.verification());
  if (profile.isError || verification.isError) {
    const retry = () => {
      if (profile.isError) void profile.refetch();
      if (verification.isError) void verification.refetch();
    };
    return <LoadFailed message={loadFailedMessage} onRetry={retry} />;
  }
  if (!profile.data || !verification.data) return <Loading />;
  return <ProfileCard doctor={profileOrEmpty(profile.data)} verification={verification.data} renderLink={routerLink} headingLevel={1} />;
}
