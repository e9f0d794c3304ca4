import { useCallback, useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { profileOrEmpty, profileTexts } from "@doctor-console/domain";
import { ConfirmDialog } from "@doctor-console/ui/primitives";
import { ProfileForm } from "@doctor-console/ui/profile";
import { uploads, useWrite } from "../../data/mutations";
import { doctorQueries, optionQueries, queryClient } from "../../data/queries";
import { Loading } from "../../features/personal-data/loading";
import { reportError } from "../../report-error";
import { paths } from "../../paths";
import { LoadFailed, loadFailedMessage } from "../../features/errors/load-failed";

const loadAreas = () => queryClient.fetchQuery(optionQueries.areas());
const loadDepartments = () => queryClient.fetchQuery(optionQueries.departments());

/**
 * Asks before leaving with unsaved changes: closing or reloading the tab (the browser's own
 * prompt) and following a link inside the console (ours). Answers where the doctor wanted to go.
 */
function useLeaveGuard(dirty: boolean, go: (href: string) => void) {
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.origin !== location.origin) return;
      if (anchor.pathname === location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(anchor.pathname + anchor.search);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);
  return (
    <ConfirmDialog
      title={profileTexts.leaveConfirm}
      confirmText={profileTexts.leave}
      cancelText={profileTexts.stay}
      open={leavingTo !== null}
      onOpenChange={(open) => {
        if (!open) setLeavingTo(null);
      }}
      onConfirm={() => {
        if (leavingTo) go(leavingTo);
      }}
    />
  );
}

/** /personalData/editInformation: the profile form; a save refreshes the card and the top bar. */
export default function EditProfilePage() {
  const [, navigate] = useLocation();
  const profile = useQuery({ ...doctorQueries.profile(), refetchOnMount: "always" });
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty, navigate);
  const { mutateAsync: saveProfile } = useWrite("saveProfile");
  const onSubmit = useCallback(
    async (values: Parameters<React.ComponentProps<typeof ProfileForm>["onSubmit"]>[0]) => {
      try {
        // Resolves once the refreshed profile has arrived (the card and the top bar show it).
        await saveProfile(values);
      } catch (error) {
        reportError(error);
        throw error;
      }
      setDirty(false);
      navigate(paths.personalData);
    },
    [navigate, saveProfile],
  );
  // The form starts from this visit's answer (what the platform holds now), empty fields and all.
  const ready = profile.isFetchedAfterMount && profile.isSuccess;
  return (
    <section aria-labelledby="edit-profile-title" className="flex flex-col gap-4">
      <h1 id="edit-profile-title" className="text-dc-lg font-semibold">
        {profileTexts.editProfile}
      </h1>
      {profile.isError ? (
        <LoadFailed message={loadFailedMessage} onRetry={() => void profile.refetch()} />
      ) : ready ? (
        <ProfileForm
          doctor={profileOrEmpty(profile.data)}
          loadAreas={loadAreas}
          loadDepartments={loadDepartments}
          uploadAvatar={uploads.avatar}
          onSubmit={onSubmit}
          onDirtyChange={setDirty}
        />
      ) : <Loading />}
      {guard}
    </section>
  );
}
