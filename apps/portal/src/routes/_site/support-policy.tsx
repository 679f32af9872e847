import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@dbcloud/ui-kit';
import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../components/legal/legal-page';

export const Route = createFileRoute('/_site/support-policy')({
  component: SupportPolicy,
});

const PLANS = [
  { plan: 'Basic', critical: '8 hours', normal: '1 business day', minor: '3 business days' },
  { plan: 'Professional', critical: '2 hours', normal: '8 hours', minor: '1 business day' },
  { plan: 'Enterprise', critical: '1 hour', normal: '4 hours', minor: '8 hours' },
];

function SupportPolicy() {
  return (
    <LegalPage title="Support policy" updated="1 November 2026">
      <p>
        Every DBCloud account can ask for help from the portal’s support page. How fast we answer depends on
        the account’s support plan and on how severe the problem is.
      </p>
      <h2>Severity</h2>
      <ul>
        <li>Critical: a production database is down or losing data.</li>
        <li>Normal: a product works but something important is impaired.</li>
        <li>Minor: questions, advice and small problems.</li>
      </ul>
      <h2>First response times</h2>
      {/* On a phone the table scrolls inside its own box; the box takes focus so keys can scroll it. */}
      <Table containerProps={{ tabIndex: 0, role: 'region', 'aria-label': 'First response times' }}>
        <TableCaption>First response time by plan and severity</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Plan</TableHead>
            <TableHead scope="col">Critical</TableHead>
            <TableHead scope="col">Normal</TableHead>
            <TableHead scope="col">Minor</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {PLANS.map((row) => (
            <TableRow key={row.plan}>
              <TableHead scope="row">{row.plan}</TableHead>
              <TableCell>{row.critical}</TableCell>
              <TableCell>{row.normal}</TableCell>
              <TableCell>{row.minor}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <h2>What support covers</h2>
      <p>
        The service itself: provisioning, availability, backups and restores, certificates, scaling and
        billing. Help with your application’s queries and schema is included on the Enterprise plan.
      </p>
      <h2>How to reach us</h2>
      <p>
        Open a request from the portal’s support page, naming the product when the problem concerns one. For
        account or sign-in problems when you cannot reach the portal, write to support@dbcloud.dev.
      </p>
    </LegalPage>
  );
}
