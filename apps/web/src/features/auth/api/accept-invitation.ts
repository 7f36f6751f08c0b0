import { useMutation } from '@tanstack/react-query';
import type { AcceptInvitationRequest } from '@parcelles/shared/contracts/utilisateurs';
import { api } from '../../../lib/api-client';

/** POST /auth/accept-invitation with the token of the mailed link and the invitee's first password. */
export function acceptInvitation(body: AcceptInvitationRequest): Promise<unknown> {
  return api.post('/auth/accept-invitation', body);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
