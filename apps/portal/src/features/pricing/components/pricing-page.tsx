import { ErrorState } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { problemMessage } from '../../../app/form-errors';
import { useAppContext } from '../../../app/use-app-context';
import { pricingQuery } from '../api';
import styles from './pricing.module.css';
import { PricingCalculator } from './pricing-calculator';

/** `/pricing`: the calculator once the price list is there; what failed and a retry when it is not. */
export function PricingPage() {
  const { api } = useAppContext();
  // The route's loader has waited for the price list (and its retries): a failure shows at once.
  const pricing = useQuery({ ...pricingQuery(api), retryOnMount: false });
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Pricing</p>
        <h1>Estimate what your cluster costs</h1>
        <p className={styles.lead}>
          Choose a cloud, a tier and its storage to see the price per hour and per month. The address holds
          the whole configuration: share it and others see the same price.
        </p>
      </header>
      {pricing.data ? (
        <PricingCalculator catalogue={pricing.data} />
      ) : pricing.isError ? (
        <ErrorState
          title="The price list did not load"
          message={problemMessage(pricing.error, 'Check your connection and try again.')}
          onRetry={() => void pricing.refetch()}
          retrying={pricing.isFetching}
        />
      ) : (
        <div className={styles.loading} aria-busy="true">
          <p className={styles.fine}>Loading the price list…</p>
          <span className={`${styles.skeleton} ${styles.blockSkeleton}`} />
        </div>
      )}
    </main>
  );
}
