// The contract's rules for free text (openapi/schemas: the `pattern` of names, titles and messages),
// without valibot, for forms validated by react-hook-form alone.

/** True for a C0 or C1 control character or DEL (tab and line breaks included). */
const isControl = (code: number): boolean => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/**
 * Names and other one-line text (product names, key descriptions, people's names, titles, addresses):
 * no control characters, not even a tab or a line break.
 */
export const isSingleLine = (text: string): boolean =>
  [...text].every((char) => !isControl(char.codePointAt(0) ?? 0));

/** A free-text message: line breaks and tabs, but no other control characters. */
export const isPlainText = (text: string): boolean =>
  [...text].every((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code === 0x09 || code === 0x0a || code === 0x0d || !isControl(code);
  });

/** The message beside a one-line field holding a control character. */
export const SINGLE_LINE_MESSAGE = 'Use one line of text, without tabs or other control characters.';

/** The message beside a free-text field holding a control character other than a line break or tab. */
export const PLAIN_TEXT_MESSAGE = 'Remove the control characters: only line breaks and tabs may be used.';
