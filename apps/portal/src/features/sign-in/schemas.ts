import * as v from 'valibot';
import { emailAddress } from '../../components/forms/schemas';

export const signInSchema = v.object({ email: emailAddress() });

export const totpSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
  ),
  rememberBrowser: v.boolean(),
});

export const recoveryCodeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'Enter a recovery code like abcde-12345.'),
  ),
});
