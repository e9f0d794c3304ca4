import { useState } from "react";
import { useQuery } from "../../data/server-state";
import { useLocation } from "wouter";
import { profileOrEmpty, profileTexts } from "@doctor-console/domain";
import { ProfileForm, profileFormValues, type ProfileFormValues } from "@doctor-console/ui/profile";
import { uploads, useWrite } from "../../data/mutations";
import { doctorQueries, optionQueries, queryClient } from "../../data/queries";
import { Loading } from "../../features/personal-data/loading";
import { reportError } from "../../report-error";
import { paths } from "../../paths";
import { LoadFailed, loadFailedMessage } from "../../features/errors/load-failed";
import { useUnsavedWork } from "../../features/forms/use-unsaved-work";
import { CopyBanner } from "../../features/forms/copy-banner";
import { useSession } from "../../session/session";

const loadAreas = () => queryClient.fetchQuery(optionQueries.areas());
const loadDepartments = () => queryClient.fetchQuery(optionQueries.departments());

/**
 * /personalData/editInformation: the profile form; a save refreshes the card and the top bar.
 * What is typed is kept in the browser and leaving it asks 资料尚未保存，确定离开吗？
 * (features/forms/use-unsaved-work.ts).
 */
export default function EditProfilePage() {
  const [, navigate] = useLocation();
  const { customerId } = useSession();
  const profile = useQuery({ ...doctorQueries.profile(), refetchOnMount: "always" });
  const { mutateAsync: saveProfile } = useWrite("saveProfile");
  // The form starts from this visit's answer (what the platform holds now), empty fields and all;
  // a later refresh of the profile does not restart it.
  const ready = profile.isFetchedAfterMount && profile.isSuccess;
  const [server, setServer] = useState<ProfileFormValues | null>(null);
  if (ready && server === null) setServer(profileFormValues(profileOrEmpty(profile.data)));
  const work = useUnsavedWork({ customerId, form: "profile", saved: server, leaveTitle: profileTexts.leaveConfirm });
  const onSubmit = async (values: Parameters<React.ComponentProps<typeof ProfileForm>["onSubmit"]>[0]) => {
    try {
      // Resolves once the refreshed profile has arrived (the card and the top bar show it).
      await saveProfile(values);
    } catch (error) {
      reportError(error);
      throw error;
    }
    if (work.current.current) await work.saved(work.current.current);
    navigate(paths.personalData);
  };
  return (
    <section aria-labelledby="edit-profile-title" className="flex flex-col gap-4">
      <h1 id="edit-profile-title" className="text-dc-lg font-semibold">
        {profileTexts.editProfile}
      </h1>
      {profile.isError ? (
        <LoadFailed message={loadFailedMessage} onRetry={() => void profile.refetch()} />
      ) : ready && work.values ? (
        <>
          <CopyBanner work={work} />
          <ProfileForm
            key={work.formKey}
            doctor={profileOrEmpty(profile.data)}
            defaultValues={work.values}
            onValuesChange={work.change}
            loadAreas={loadAreas}
            loadDepartments={loadDepartments}
            uploadAvatar={uploads.avatar}
            onSubmit={onSubmit}
          />
        </>
      ) : <Loading />}
    </section>
  );
}
