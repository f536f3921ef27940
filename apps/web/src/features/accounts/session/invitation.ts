import { type LoaderFunctionArgs, redirect, redirectDocument } from 'react-router';
import { isTalentLogin, readAuth } from '@/lib/auth-storage';
import { paths } from '@/lib/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { decideInvitationStep } from '../model/invitation';

/** Route loader of /talent/invitation/new?token (spec section 2). */
export function openInvitation({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const auth = readAuth();
  const step = decideInvitationStep({
    token: url.searchParams.get('token'),
    talentSignedIn: auth !== null && isTalentLogin(auth),
    invitationPageUrl: getRuntimeConfig().invitationPageUrl,
    origin: url.origin,
  });
  switch (step.kind) {
    case 'log-out':
      return redirect(paths.logout);
    case 'open-invitation':
      return redirectDocument(step.url);
    case 'go-home':
      return redirect(paths.home);
  }
}
