import { type Endpoint, type ParamsOf, profileMessages, type Talent } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { formFailureOf, shownByForm } from '@/lib/form-failure';
import { queryEndpoint, reactToApiError } from '@/lib/http-client';
import { keepTalent } from '@/lib/talent';
import { showSuccessToast } from '@/lib/toast';

/**
 * One file field of a profile upload: the picked file, why it cannot go, and the progress of its
 * upload. `refusal` says where the server's general reason shows: at the `field` for an upload
 * card of its own (`sendAlone`), or above the `form` (its `submitWith`) when the file goes with
 * other fields (`send`).
 */
export function useTalentUpload(field: string, refusal: 'field' | 'form') {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  /**
   * Sends with progress. A refusal the page can show lands at the file field (and its general
   * reason where `refusal` says) and is thrown again; any other failure goes to the app's handler.
   */
  async function send<E extends Endpoint>(endpoint: E, params: ParamsOf<E>, body: FormData) {
    try {
      const answer = await queryEndpoint<Endpoint>(
        endpoint,
        { params, body },
        {
          onUploadProgress: setProgress,
          claim: shownByForm,
        },
      );
      // Every profile upload answers the whole talent, checked against the contract by the call.
      return { data: answer.data as Talent, message: answer.meta.message };
    } catch (error) {
      setProgress(null);
      if (!(error instanceof ApiError)) throw error;
      const failure = formFailureOf(error.failure);
      if (failure === null) reactToApiError(error);
      else setProblem(failure.fields[field] ?? (refusal === 'field' ? failure.message : null));
      throw error;
    }
  }

  /**
   * An upload card of its own: sends the picked file alone (asking for one when none is picked),
   * keeps the talent the server answers and says so, then forgets the file. Says whether it went.
   */
  async function sendAlone<E extends Endpoint>(endpoint: E, params: ParamsOf<E>): Promise<boolean> {
    if (file === null) {
      setProblem(profileMessages.fileRequired);
      return false;
    }
    if (problem !== null || sending) return false;
    setSending(true);
    const body = new FormData();
    body.append(field, file);
    try {
      const answer = await send(endpoint, params, body);
      keepTalent(queryClient, answer.data);
      showSuccessToast(answer.message || profileMessages.fileUploaded);
      setFile(null);
      return true;
    } catch {
      // Shown at the field by `send`, or by the app's handler.
      return false;
    } finally {
      setSending(false);
    }
  }

  const pick = (picked: File | null, reason: string | null) => {
    setFile(picked);
    setProblem(reason);
  };
  return {
    file,
    problem,
    progress,
    sending,
    /** What the UploadField of this file shows: the file, why it cannot go, the upload's progress. */
    field: { file, onChange: pick, error: problem, progress },
    send,
    sendAlone,
  };
}
