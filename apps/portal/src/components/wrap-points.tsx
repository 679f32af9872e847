import { Fragment } from 'react';

/**
 * Text that may wrap after any of `after`'s characters (after a run of them, not inside it), and
 * nowhere else unless a piece alone is wider than its column: an address wraps after its dots
 * ("https://a.orders.acme." / "dbcloud.dev"), an e-mail after its "@", never in the middle of a name.
 */
export function WrapPoints({ text, after }: { text: string; after: string }) {
  const points = `[${after.replace(/[\]\\^-]/g, '\\$&')}]`;
  const pieces = text.split(new RegExp(`(?<=${points})(?!${points})`));
  return (
    <>
      {pieces.map((piece, index) => (
        // The pieces of one text never reorder: their index is who they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
