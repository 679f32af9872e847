// The invitation form's rules (the contract's InviteUserRequest).
import type { Role } from '@dbcloud/api-client';
import * as v from 'valibot';
import { ROLES } from '../../app/roles';
import { emailAddress } from '../../components/forms/schemas';

export const inviteSchema = v.object({
  email: emailAddress('Enter the e-mail address of the person to invite.'),
  roles: v.pipe(
    v.array(v.picklist(ROLES as Role[])),
    v.minLength(1, 'Choose at least one role: it decides what they can open.'),
  ),
});

export type InviteInput = v.InferInput<typeof inviteSchema>;
export type InviteValues = v.InferOutput<typeof inviteSchema>;
