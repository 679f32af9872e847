// The invitation form's rules (the contract's InviteUserRequest).
import { type InviteUserRequest, ROLES } from '@dbcloud/api-client';
import * as v from 'valibot';
import { emailAddress } from '../../components/forms/schemas';

export const inviteSchema = v.object({
  email: emailAddress('Enter the e-mail address of the person to invite.'),
  roles: v.pipe(
    v.array(v.picklist(ROLES)),
    v.minLength(1, 'Choose at least one role: it decides what they can open.'),
  ),
});

export type InviteInput = v.InferInput<typeof inviteSchema>;
export type InviteValues = v.InferOutput<typeof inviteSchema>;

/** The body of POST users/invite, sent on submit and shown by "Show as code" as it is typed. */
export const inviteBody = ({ email, roles }: InviteInput): InviteUserRequest => ({
  email: email.trim(),
  roles: Array.isArray(roles) ? [...roles] : [],
});
