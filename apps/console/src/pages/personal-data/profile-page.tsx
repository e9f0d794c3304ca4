import { useQuery } from "@tanstack/react-query";
import type { Doctor } from "@doctor-console/domain";
import { ProfileCard } from "@doctor-console/ui/profile";
import { doctorQueries } from "../../data/queries";
import { Loading } from "../../features/personal-data/loading";
import { routerLink } from "../../router-link";

/** /personalData: the profile as a card and the verification state in words. */
export default function ProfilePage() {
  const profile = useQuery({ ...doctorQueries.profile(), refetchOnMount: "always" });
  const verification = useQuery(doctorQueries.verification());
  if (!profile.data?.doctorName || !verification.data) {
    return <Loading />;
  }
  return <ProfileCard doctor={profile.data as Doctor} verification={verification.data} renderLink={routerLink} headingLevel={1} />;
}
