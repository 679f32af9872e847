import styles from './skip-link.module.css';

/**
 * "Skip to content": the first Tab stop of a layout, hidden until focused. It focuses its target
 * (which needs `tabIndex={-1}`), so the next Tab goes on inside the page: following the hash alone
 * does not move focus when the router owns the history.
 */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      className={styles.skip}
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
