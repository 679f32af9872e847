import { Fragment, type ReactNode } from 'react';

/** The contract's Markdown in a line: `code` spans and **bold**, the rest as text. */
export function Inline({ text }: { text: string }): ReactNode {
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*)/g);
  return parts.map((part, index) => {
    const key = `${index}-${part.length}`;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) {
      return <code key={key}>{part.slice(1, -1)}</code>;
    }
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) {
      return <strong key={key}>{part.slice(2, -2)}</strong>;
    }
    return <Fragment key={key}>{part}</Fragment>;
  });
}

/** A description of the contract: paragraphs (a blank line apart), lines of a paragraph joined. */
export function Prose({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <Inline text={paragraph} />
        </p>
      ))}
    </div>
  );
}
