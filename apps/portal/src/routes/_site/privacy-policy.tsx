import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../../components/legal/legal-page';

export const Route = createFileRoute('/_site/privacy-policy')({
  component: PrivacyPolicy,
});

function PrivacyPolicy() {
  return (
    <LegalPage title="Privacy policy" updated="1 November 2026">
      <p>
        This policy explains what personal data DBCloud collects when you use the portal and the service, why,
        and the choices you have.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          Account data: your e-mail address, name and phone number if you give them, and your roles in
          accounts.
        </li>
        <li>
          Billing data: billing contact, invoice details and the last four digits and type of payment cards.
          Card numbers are entered into our payment provider’s fields and never reach our servers.
        </li>
        <li>Security data: sign-in times, two-factor settings and remembered browsers.</li>
        <li>
          Usage data: which portal pages are viewed, on our production site only, without advertising
          trackers.
        </li>
      </ul>
      <h2>What we do not do</h2>
      <p>
        We do not read the contents of your databases except to operate the service (for example to take and
        restore backups) or when you ask us to in a support request. We do not sell personal data.
      </p>
      <h2>Why we process it</h2>
      <p>
        To provide and bill the service, to keep accounts secure, to answer support requests, and to meet
        legal obligations such as tax records.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Account data for as long as the account exists; invoices for the period tax law requires; sign-in
        records for twelve months.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see and correct your profile in the portal, and ask us for a copy of your data or for its
        deletion by writing to support@dbcloud.dev.
      </p>
    </LegalPage>
  );
}
