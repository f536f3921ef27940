import { type AccountLanguage, saveAccountLanguage as saveAccountLanguageEndpoint } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { callAccountEndpoint } from './account-call';

/** Saves the language on the account: every device the talent signs in on, and their mails, follow it. */
export async function saveAccountLanguage(language: AccountLanguage) {
  return (await callAccountEndpoint(saveAccountLanguageEndpoint, { body: { language } })).data;
}

export function useSaveAccountLanguage() {
  return useMutation({ mutationFn: saveAccountLanguage });
}
