import type { ProductCreateContext, UserCloudAccount } from '@dbcloud/api-client';
import { Page, PageHeader, Skeleton, TextLink } from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRootContext } from '../../../app/use-root-context';
import { Authorization } from '../../../components/role-required';
import { SectionState } from '../../../components/section-state';
import { createContextQuery } from '../api';
import styles from './create.module.css';
import { PricePanel, paymentContextRequest } from './price-panel';
import { BillingStep } from './steps/billing-step';
import { CustomizeStep } from './steps/customize-step';
import { PlanStep } from './steps/plan-step';
import { SummaryStep } from './steps/summary-step';
import { STEP_NAMES, useWizard } from './use-wizard';

/** `product/create`: the wizard, or why the user cannot create products. */
export function CreateProductPage({ account }: { account: UserCloudAccount }) {
  return (
    <Authorization
      account={account}
      title={`You don’t have access to products in ${account.domainName}`}
      reason="Creating a product needs the Products role."
      operation="createProduct"
    >
      <CreateProduct domainName={account.domainName} />
    </Authorization>
  );
}

function CreateProduct({ domainName }: { domainName: string }) {
  const { api } = useRootContext();
  const context = useQuery(createContextQuery(api, domainName));
  return (
    <Page gap="sm">
      <PageHeader
        title="Create a product"
        description="A managed database cluster: choose where it runs and its size, then name it."
        eyebrow={
          <TextLink asChild>
            <Link to="/portal/$cloudAccount/products" params={{ cloudAccount: domainName }}>
              Back to products
            </Link>
          </TextLink>
        }
      />
      <SectionState
        query={context}
        what="The product options"
        headingLevel={2}
        loading={
          <div className={styles.wizard}>
            <Skeleton className={styles.stepsSkeleton} />
            <Skeleton className={styles.panelSkeleton} />
          </div>
        }
      >
        {(data) => <Wizard domainName={domainName} context={data} />}
      </SectionState>
    </Page>
  );
}

/** The steps, one at a time under the list of them, beside the live price. */
function Wizard({ domainName, context }: { domainName: string; context: ProductCreateContext }) {
  const wizard = useWizard(context);
  const { step, steps, index, go, back, forward } = wizard;
  const values = wizard.form.watch();
  return (
    <div className={styles.wizard}>
      <div className={styles.steps}>
        <ol className={styles.stepList} aria-label="Steps">
          {steps.map((name, position) => (
            <li
              key={name}
              aria-current={name === step ? 'step' : undefined}
              data-done={position < index || undefined}
            >
              <span className={styles.stepNumber} aria-hidden="true">
                {position + 1}
              </span>
              {STEP_NAMES[name]}
            </li>
          ))}
        </ol>
        <h2 ref={wizard.heading} tabIndex={-1} className={styles.stepTitle}>
          Step {index + 1} of {steps.length}: {STEP_NAMES[step]}
        </h2>
        {step === 'plan' ? (
          <PlanStep wizard={wizard} context={context} onNext={forward} />
        ) : step === 'billing' ? (
          <BillingStep domainName={domainName} onBack={back} onSaved={() => go('customize')} />
        ) : step === 'customize' ? (
          <CustomizeStep
            wizard={wizard}
            context={context}
            domainName={domainName}
            onBack={back}
            onNext={forward}
          />
        ) : (
          <SummaryStep wizard={wizard} context={context} domainName={domainName} onBack={back} />
        )}
      </div>
      <PricePanel
        domainName={domainName}
        request={paymentContextRequest(values, context)}
        values={values}
        context={context}
      />
    </div>
  );
}
