// Users: sign-up, the signed-in user, accounts, members and invitations. The area's entry.
import type { Implementation } from '../../core/context.js';
import { accountOperations } from './account.js';
import { currentUserOperations } from './current-user.js';
import { invitationOperations } from './invitations.js';
import { signUpOperations } from './sign-up.js';

export { newUser } from './records.js';

export const usersImplementation = {
  ...currentUserOperations,
  ...signUpOperations,
  ...accountOperations,
  ...invitationOperations,
} satisfies Partial<Implementation>;
