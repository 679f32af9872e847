// `asChild` (Button, TextLink, CardTitle): the component's props go onto the one element it is given,
// so a router's <Link> looks like a button without a wrapper. Radix's Slot did this at a cost in the
// first load of every page that the public pages' budgets have no room for (`pnpm check:bundle`); what
// we use of it (one child, a Slottable for content around it, merged
// handlers, class names, styles and refs) is below.
import {
  Children,
  type CSSProperties,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';

type AnyProps = Record<string, unknown>;

/** Marks the part of a Slot's children that is the child element; the rest go inside it, around its own children. */
export function Slottable({ children }: { children?: ReactNode }) {
  return children;
}

/** Sets every ref, for a node two owners want a ref to. */
function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** The slot's props under the child's: handlers both run (the child's first), classes and styles merge. */
function mergeProps(slot: AnyProps, child: AnyProps): AnyProps {
  const merged: AnyProps = { ...slot, ...child };
  for (const name of Object.keys(child)) {
    const ours = slot[name];
    const theirs = child[name];
    if (/^on[A-Z]/.test(name) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = theirs(...args);
        ours(...args);
        return result;
      };
    } else if (name === 'style') {
      merged[name] = { ...(ours as CSSProperties), ...(theirs as CSSProperties) };
    } else if (name === 'className') {
      merged[name] = [ours, theirs].filter(Boolean).join(' ');
    }
  }
  return merged;
}

export interface SlotProps extends AnyProps {
  children?: ReactNode;
  ref?: Ref<unknown>;
}

/** Renders its child element with the slot's props merged in (see `mergeProps`); nothing if there is none. */
export function Slot({ children, ref, ...props }: SlotProps) {
  const parts = Children.toArray(children);
  const slottable = parts.find(
    (part): part is ReactElement<{ children?: ReactNode }> => isValidElement(part) && part.type === Slottable,
  );
  // With a Slottable, the element is its child, and the other parts go inside it in the same order.
  const element = slottable ? slottable.props.children : children;
  if (!isValidElement<AnyProps>(element)) return null;
  const inner = slottable
    ? parts.map((part) => (part === slottable ? (element.props.children as ReactNode) : part))
    : (element.props.children as ReactNode);
  return cloneElement(element, {
    ...mergeProps(props, element.props),
    ref: composeRefs(ref, element.props.ref as Ref<unknown> | undefined),
    children: inner,
  });
}
