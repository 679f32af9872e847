import { Button } from '@dbcloud/ui-kit';
import styles from '../create.module.css';

/** A step's buttons: Back (from the second step on) and the step's submit. */
export function StepActions({
  onBack,
  nextLabel,
  loading,
}: {
  onBack?: (() => void) | undefined;
  nextLabel: string;
  loading?: boolean;
}) {
  return (
    <div className={styles.stepActions}>
      {onBack ? (
        <Button onClick={onBack} disabled={loading}>
          Back
        </Button>
      ) : null}
      <Button type="submit" variant="primary" loading={loading}>
        {nextLabel}
      </Button>
    </div>
  );
}
