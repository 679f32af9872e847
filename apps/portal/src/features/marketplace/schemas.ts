import { ACCOUNT_TYPES } from '@dbcloud/api-client/enums';
import * as v from 'valibot';
import { acceptTerms, domainName, emailAddress } from '../../components/forms/schemas';

export const registrationSchema = v.object({
  email: emailAddress('Enter the e-mail address of the account’s owner.'),
  domainName,
  accountType: v.picklist(ACCOUNT_TYPES, 'Choose an account type.'),
  acceptTerms,
});

export type RegistrationInput = v.InferInput<typeof registrationSchema>;
export type RegistrationValues = v.InferOutput<typeof registrationSchema>;
