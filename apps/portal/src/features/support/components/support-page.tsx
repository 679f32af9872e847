import type {
  SupportContext,
  SupportContractRequestCreated,
  SupportRequestCreated,
  UserCloudAccount,
  UserInfo,
} from '@dbcloud/api-client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Muted,
  Page,
  PageHeader,
  Skeleton,
  TextLink,
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../app/format';
import { useRootContext } from '../../../app/use-root-context';
import { SectionState } from '../../../components/section-state';
import { formatResponseTime, supportContextQuery } from '../api';
import type { SupportContractValues, SupportRequestValues } from '../schemas';
import { plansAbove, SupportContractForm } from './contract-form';
import { SupportRequestForm } from './request-form';
import styles from './support.module.css';

/**
 * The account's support page: a general or product request, the plan's response
 * times, a request for a better plan, and the support address. Each request ends with what happens next.
 */
export function SupportPage({ account, user }: { account: UserCloudAccount; user: UserInfo }) {
  const { domainName } = account;
  const { api } = useRootContext();
  const context = useQuery(supportContextQuery(api, domainName));
  return (
    <Page>
      <PageHeader
        title="Support"
        description={`Ask us about ${domainName} or one of its products. We answer by e-mail.`}
      />
      <SectionState
        query={context}
        what="The support page"
        headingLevel={2}
        loading={<Skeleton className={styles.skeleton} />}
      >
        {(data) => <SupportColumns domainName={domainName} user={user} context={data} />}
      </SectionState>
    </Page>
  );
}

function SupportColumns({
  domainName,
  user,
  context,
}: {
  domainName: string;
  user: UserInfo;
  context: SupportContext;
}) {
  const [sent, setSent] = useState<{ created: SupportRequestCreated; request: SupportRequestValues }>();
  return (
    <div className={styles.columns}>
      <Card role="region" aria-labelledby="support-request-title">
        <CardHeader>
          <CardTitle id="support-request-title">Open a request</CardTitle>
          <CardDescription>
            The {context.supportPlan} plan’s response times apply; the severity you choose sets yours.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {sent ? (
            <RequestSent
              {...sent}
              context={context}
              email={user.email}
              onAnother={() => setSent(undefined)}
            />
          ) : (
            <SupportRequestForm
              domainName={domainName}
              context={context}
              onSent={(created, request) => setSent({ created, request })}
            />
          )}
        </CardContent>
      </Card>
      <div className={styles.aside}>
        <SupportPlanCard domainName={domainName} user={user} context={context} />
        <Card role="region" aria-labelledby="support-email-title">
          <CardHeader>
            <CardTitle id="support-email-title">E-mail</CardTitle>
          </CardHeader>
          <CardContent>
            <Muted>
              Write to <TextLink href={`mailto:${context.supportEmail}`}>{context.supportEmail}</TextLink>{' '}
              from the address you sign in with, and name {domainName}.
            </Muted>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** Focuses a confirmation when it replaces its form, so keyboard and screen-reader users land on it. */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function RequestSent({
  created,
  request,
  context,
  email,
  onAnother,
}: {
  created: SupportRequestCreated;
  request: SupportRequestValues;
  context: SupportContext;
  email: string | undefined;
  onAnother: () => void;
}) {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const product = context.products.find((p) => p.productId === request.about);
  const time = context.severities.find((s) => s.severity === request.severity)?.responseTime;
  return (
    <div className={styles.sent} role="status">
      <h3 ref={heading} tabIndex={-1} className={styles.sentTitle}>
        Request {created.requestId} is open
      </h3>
      <p>
        “{request.title}”{product ? ` about ${product.displayName}` : ''}, severity {request.severity}.
      </p>
      <p>
        Support answers by <strong>{formatDateTime(created.respondBy)}</strong> at the latest
        {time ? ` (within ${formatResponseTime(time)} on the ${context.supportPlan} plan)` : ''}, by e-mail
        {email ? ` to ${email}` : ''}. Reply to that e-mail to add details; quote {created.requestId} if you
        write to us separately.
      </p>
      <Button onClick={onAnother}>Open another request</Button>
    </div>
  );
}

function SupportPlanCard({
  domainName,
  user,
  context,
}: {
  domainName: string;
  user: UserInfo;
  context: SupportContext;
}) {
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<{
    created: SupportContractRequestCreated;
    request: SupportContractValues;
  }>();
  const better = plansAbove(context.supportPlan);
  return (
    <Card role="region" aria-labelledby="support-plan-title">
      <CardHeader>
        <CardTitle id="support-plan-title">{context.supportPlan} plan</CardTitle>
        <CardDescription>How soon we answer first, by severity.</CardDescription>
      </CardHeader>
      <CardContent className={styles.planContent}>
        <dl className={styles.times}>
          {context.severities.map((option) => (
            <div key={option.severity}>
              <dt>{option.severity}</dt>
              <dd>{formatResponseTime(option.responseTime)}</dd>
            </div>
          ))}
        </dl>
        {better.length === 0 ? (
          <Muted>{domainName} has our fastest plan.</Muted>
        ) : sent ? (
          <ContractSent {...sent} plan={context.supportPlan} />
        ) : asking ? (
          <SupportContractForm
            domainName={domainName}
            plan={context.supportPlan}
            user={user}
            onSent={(created, request) => setSent({ created, request })}
            onCancel={() => setAsking(false)}
          />
        ) : (
          <div className={styles.upgrade}>
            <Muted>
              Need faster answers? Sales can offer a {better.map((b) => b.plan).join(' or ')} contract.
            </Muted>
            <Button onClick={() => setAsking(true)}>Ask sales for a support contract</Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ContractSent({
  created,
  request,
  plan,
}: {
  created: SupportContractRequestCreated;
  request: SupportContractValues;
  plan: SupportContext['supportPlan'];
}) {
  const heading = useFocusOnShow<HTMLParagraphElement>();
  return (
    <div className={styles.sent} role="status">
      <p ref={heading} tabIndex={-1} className={styles.sentTitle}>
        Request {created.requestId} sent to sales
      </p>
      <p>
        Sales will contact {request.contactName} at {request.contactEmail} about a {request.plan} contract.
        Your plan stays {plan} until a contract is signed.
      </p>
    </div>
  );
}
