import type { ComponentProps } from 'react';

/** A decorative 16×16 icon: one path stroked in the current colour, hidden from assistive technology. */
const strokedIcon = (d: string, weight: number) =>
  function StrokedIcon(props: ComponentProps<'svg'>) {
    return (
      <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false" {...props}>
        <path d={d} stroke="currentColor" strokeWidth={weight} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  };

/** Decorative down chevron used by selects and menus. */
export const ChevronDownIcon = strokedIcon('m4 6 4 4 4-4', 1.5);

/** Decorative check mark. */
export const CheckIcon = strokedIcon('m3.5 8.5 3 3 6-7', 2);

/** Decorative close cross. */
export const CloseIcon = strokedIcon('m4 4 8 8m0-8-8 8', 1.5);
