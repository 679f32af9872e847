import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WrapPoints } from './wrap-points';

const html = (text: string, after: string) => renderToStaticMarkup(<WrapPoints text={text} after={after} />);

describe('WrapPoints', () => {
  it('lets an address wrap after its dots and slashes only', () => {
    expect(html('https://a.orders.acme.dbcloud.dev', './')).toBe(
      'https://<wbr/>a.<wbr/>orders.<wbr/>acme.<wbr/>dbcloud.<wbr/>dev',
    );
  });

  it('lets an e-mail wrap after its "@", and keeps a text without one whole', () => {
    expect(html('olivia@acme.example', '@')).toBe('olivia@<wbr/>acme.example');
    expect(html('a key’s creator', '@')).toBe('a key’s creator');
  });

  it('reads the characters literally (a "-" or "]" is no range or class)', () => {
    expect(html('a-b]c', '-]')).toBe('a-<wbr/>b]<wbr/>c');
    expect(html('a-]b', '-]')).toBe('a-]<wbr/>b');
  });
});
