// The support forms' rules (the contract's CreateSupportRequest and SupportContractRequest), with the
// words shown beside each field.
import type { CreateSupportRequest, SupportContext } from '@dbcloud/api-client';
import { SUPPORT_CONTRACT_REQUEST_PLANS, SUPPORT_SEVERITIES } from '@dbcloud/api-client/enums';
import * as v from 'valibot';
import { E164_PHONE, normalisePhone } from '../../components/billing-contact/schema';
import { emailAddress, singleLine } from '../../components/forms/schemas';

/** A free-text message: line breaks and tabs, but no other control characters. */
export const isPlainText = (text: string): boolean =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(text);

/** The message beside a free-text field holding a control character other than a line break or tab. */
export const PLAIN_TEXT_MESSAGE = 'Remove the control characters: only line breaks and tabs may be used.';

/** A valibot check of the free-text rule. */
const plainText = () => v.check(isPlainText, PLAIN_TEXT_MESSAGE);

/** One line of text: a title, a name. */
const text = (whenEmpty: string, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(whenEmpty),
    v.maxLength(max, `Use at most ${max} characters.`),
    singleLine(),
  );

/** A message: lines and tabs allowed. */
const message = (whenEmpty: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(whenEmpty),
    v.maxLength(5000, 'Use at most 5000 characters.'),
    plainText(),
  );

/** What a request is about: `general` (the account), else a product's id. */
export const GENERAL = 'general';

export const supportRequestSchema = v.object({
  about: v.pipe(v.string(), v.nonEmpty('Choose what your request is about: the account or a product.')),
  severity: v.picklist(SUPPORT_SEVERITIES, 'Choose how badly this affects you.'),
  title: text('Sum up the issue in a title.', 120),
  message: message('Describe what happens, since when, and what you have tried.'),
});

export type SupportRequestInput = v.InferInput<typeof supportRequestSchema>;
export type SupportRequestValues = v.InferOutput<typeof supportRequestSchema>;

/**
 * The body of POST support/request: the account or product it is about, and the first-answer time the
 * account's plan gives the severity (none while no severity is chosen). "Show as code" shows it too.
 */
export function supportRequestBody(
  domainName: string,
  values: Pick<SupportRequestInput, 'about' | 'title' | 'message'> & {
    severity?: SupportRequestValues['severity'];
  },
  severities: SupportContext['severities'],
): CreateSupportRequest {
  const responseTime = severities.find((option) => option.severity === values.severity)?.responseTime;
  return {
    domainName,
    ...(values.about === GENERAL || values.about === ''
      ? { kind: 'general' as const }
      : { kind: 'product' as const, productId: values.about }),
    // An unchosen severity (a radio group's null) is left out, as its response time is.
    severity: (values.severity ?? undefined) as SupportRequestValues['severity'],
    responseTime: responseTime as CreateSupportRequest['responseTime'],
    title: values.title.trim(),
    message: values.message.trim(),
  };
}

export const supportContractSchema = v.object({
  plan: v.picklist(SUPPORT_CONTRACT_REQUEST_PLANS, 'Choose the plan you would like.'),
  contactName: text('Enter who sales should talk to.', 100),
  contactEmail: emailAddress('Enter the e-mail address sales should write to.'),
  contactPhone: v.pipe(
    v.string(),
    v.transform(normalisePhone),
    v.check(
      (phone) => phone === '' || E164_PHONE.test(phone),
      'Enter the phone number with its country code, like +1 415 555 0123, or leave it empty.',
    ),
  ),
  message: message('Tell sales what you need: hours, response times, the products it is for.'),
});

export type SupportContractInput = v.InferInput<typeof supportContractSchema>;
export type SupportContractValues = v.InferOutput<typeof supportContractSchema>;
