import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TextLink,
  visuallyHiddenClassName,
} from '@dbcloud/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate, formatMoney } from '../../../app/format';
import { useRootContext } from '../../../app/use-root-context';
import { SectionState } from '../../../components/section-state';
import { historyQuery, keepPrevious } from '../api';
import { INVOICE_STATUS, periodName } from '../format';
import styles from './billing.module.css';
import { TableSkeleton } from './current-period';
import { RangeLinks } from './range-links';

/** The invoices of a year (`selectedYear` in the URL), newest first, each opening its details. */
export function InvoiceHistory({ domainName, selectedYear }: { domainName: string; selectedYear?: number }) {
  const { api } = useRootContext();
  const year = selectedYear ?? new Date().getUTCFullYear();
  // While another year loads, the previous one stays (marked busy) and the year list with it.
  const history = useQuery({ ...historyQuery(api, domainName, year), placeholderData: keepPrevious });
  const years = history.data?.availableYears ?? [year];
  const options = years.includes(year) ? years : [year, ...years].sort((a, b) => b - a);
  return (
    <Card className={styles.section} aria-labelledby="invoices-title">
      <CardHeader>
        <div className={styles.sectionHeader}>
          <div>
            <CardTitle id="invoices-title">Invoices</CardTitle>
            <CardDescription>Issued on the first day of each month for the month before.</CardDescription>
          </div>
          <RangeLinks
            domainName={domainName}
            label="Year"
            param="selectedYear"
            options={options}
            current={year}
          />
        </div>
      </CardHeader>
      <CardContent>
        <SectionState query={history} what="Your invoices" loading={<TableSkeleton rows={6} />}>
          {(data) =>
            data.invoices.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title={`No invoices in ${year}`}
                description={
                  data.availableYears.length > 1
                    ? `${domainName} has invoices in ${data.availableYears.filter((y) => y !== year).join(', ')}.`
                    : `${domainName}’s first invoice is issued on the first day of the month after its first costs.`
                }
              />
            ) : (
              <Table aria-busy={history.isPlaceholderData || undefined}>
                <TableCaption className={visuallyHiddenClassName}>
                  Invoices issued in {data.selectedYear}
                </TableCaption>
                <TableHeader>
                  <TableRow>
                    <TableHead>Invoice</TableHead>
                    <TableHead>Period</TableHead>
                    <TableHead>Issued</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className={styles.numeric}>Total</TableHead>
                    <TableHead>
                      <span className={visuallyHiddenClassName}>Costs</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.invoices.map((invoice) => {
                    const status = INVOICE_STATUS[invoice.status];
                    return (
                      <TableRow key={invoice.invoiceId}>
                        <TableCell className={styles.nowrap}>
                          <TextLink asChild>
                            <Link
                              to="/portal/$cloudAccount/billing/invoice-details/$invoiceId"
                              params={{ cloudAccount: domainName, invoiceId: invoice.invoiceId }}
                            >
                              {invoice.invoiceId}
                            </Link>
                          </TextLink>
                        </TableCell>
                        <TableCell className={styles.nowrap}>{periodName(invoice.period)}</TableCell>
                        <TableCell className={styles.nowrap}>{formatDate(invoice.issued)}</TableCell>
                        <TableCell>
                          <Badge tone={status.tone}>{status.label}</Badge>
                        </TableCell>
                        <TableCell className={styles.numeric}>{formatMoney(invoice.total)}</TableCell>
                        <TableCell className={styles.nowrap}>
                          <TextLink asChild>
                            <Link
                              to="/portal/$cloudAccount/billing/cost-details/$billedAsOf"
                              params={{ cloudAccount: domainName, billedAsOf: invoice.period.billedAsOf }}
                              aria-label={`Cost details of ${periodName(invoice.period)}`}
                            >
                              Cost details
                            </Link>
                          </TextLink>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            )
          }
        </SectionState>
      </CardContent>
    </Card>
  );
}
