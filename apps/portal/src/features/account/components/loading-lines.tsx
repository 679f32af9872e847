import { Skeleton } from '@dbcloud/ui-kit';
import styles from './account.module.css';

const LINES = ['first', 'second', 'third', 'fourth', 'fifth'];

/** The skeleton of a card's facts or the users' table: up to five lines. */
export const loadingLines = (count: number) =>
  LINES.slice(0, count).map((line) => <Skeleton key={line} className={styles.skeletonLine} />);
