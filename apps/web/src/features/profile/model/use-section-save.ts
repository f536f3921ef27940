import { profileMessages, type Talent } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { openModalOnNextPage } from '@/lib/modal-manager';
import { paths } from '@/lib/paths';
import { keepTalent } from '@/lib/talent';
import { showSuccessToast } from '@/lib/toast';

/**
 * After a section saves: the talent the server answered is kept, 'Your profile has been
 * successfully updated' is shown, and the talent goes back to the profile, where `thanks` (a global
 * modal's name) opens. The return waits one render so the unsaved-changes guard sees the form saved
 * and lets the talent leave.
 */
export function useSectionSave({ thanks }: { thanks?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (saved) navigate(paths.profile);
  }, [saved, navigate]);
  /** `message` replaces the usual one when the save says more (a new email's link was sent). */
  const done = (talent: Talent, message: string = profileMessages.profileUpdated) => {
    keepTalent(queryClient, talent);
    showSuccessToast(message);
    if (thanks) openModalOnNextPage(thanks);
    setSaved(true);
  };
  return { saved, done };
}
