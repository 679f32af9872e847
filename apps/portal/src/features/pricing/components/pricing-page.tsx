import { useQuery } from '@tanstack/react-query';
import { useRootContext } from '../../../app/use-root-context';
import { SectionState } from '../../../components/section-state';
import { pricingQuery } from '../api';
import styles from './pricing.module.css';
import { PricingCalculator } from './pricing-calculator';

/** `/pricing`: the calculator once the price list is there; what failed and a retry when it is not. */
export function PricingPage() {
  const { api } = useRootContext();
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
      <SectionState
        query={pricing}
        what="The price list"
        headingLevel={2}
        loading={<span className={`${styles.skeleton} ${styles.blockSkeleton}`} />}
      >
        {(catalogue) => <PricingCalculator catalogue={catalogue} />}
      </SectionState>
    </main>
  );
}
