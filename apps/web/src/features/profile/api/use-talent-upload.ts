import type { Endpoint, ParamsOf } from '@talent/contract';
import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { formFailureOf } from '@/lib/form-failure';
import { reactToApiError } from '@/lib/http-client';
import { uploadWithProgress } from './upload-with-progress';

/**
 * One file field of a profile upload: the picked file, why it cannot go, and the progress of its
 * upload. `refusal` says where the server's general reason shows: at the `field` for an upload
 * card of its own, or above the `form` (its `submitWith`) when the file goes with other fields.
 */
export function useTalentUpload(field: string, refusal: 'field' | 'form') {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  return {
    file,
    problem,
    progress,
    /** UploadField's `onChange`: the picked file and the reason it cannot go, if any. */
    pick: (picked: File | null, reason: string | null) => {
      setFile(picked);
      setProblem(reason);
    },
    /** Forgets the file once it is kept. */
    reset: () => setFile(null),
    refuse: setProblem,
    /**
     * Sends with progress. A refusal the page can show lands at the file field (and its general
     * reason where `refusal` says) and is thrown again; any other failure goes to the app's handler.
     */
    async send<E extends Endpoint>(endpoint: E, params: ParamsOf<E>, body: FormData) {
      try {
        return await uploadWithProgress(endpoint, params, body, setProgress);
      } catch (error) {
        setProgress(null);
        if (!(error instanceof ApiError)) throw error;
        const failure = formFailureOf(error.failure);
        if (failure === null) reactToApiError(error);
        else setProblem(failure.fields[field] ?? (refusal === 'field' ? failure.message : null));
        throw error;
      }
    },
  };
}
