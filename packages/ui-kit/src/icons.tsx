import type { ComponentProps } from 'react';

/** A decorative stroked path in a 16-unit box. */
function StrokeIcon({ d, strokeWidth = '1.5', ...props }: ComponentProps<'svg'> & { d: string }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false" {...props}>
      <path
        d={d}
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Decorative down chevron used by selects and menus. */
export function ChevronDownIcon(props: ComponentProps<'svg'>) {
  return <StrokeIcon d="m4 6 4 4 4-4" {...props} />;
}

/** Decorative check mark. */
export function CheckIcon(props: ComponentProps<'svg'>) {
  return <StrokeIcon d="m3.5 8.5 3 3 6-7" strokeWidth="2" {...props} />;
}

/** Decorative close cross. */
export function CloseIcon(props: ComponentProps<'svg'>) {
  return <StrokeIcon d="m4 4 8 8m0-8-8 8" {...props} />;
}
