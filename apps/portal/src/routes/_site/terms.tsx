import { createFileRoute, Link } from '@tanstack/react-router';
import { LegalPage } from '../../components/legal/legal-page';

export const Route = createFileRoute('/_site/terms')({
  component: Terms,
});

function Terms() {
  return (
    <LegalPage title="Terms of service" updated="1 November 2026">
      <p>
        These terms govern your use of DBCloud, the managed database service, and of this portal. By creating
        an account you agree to them on behalf of yourself or the organisation you represent.
      </p>
      <h2>1. The service</h2>
      <p>
        DBCloud provisions and operates database clusters (“products”) on the public cloud provider and region
        you choose. We run the infrastructure, apply updates on the release channel you select, take backups
        and monitor availability. You are responsible for the data you store and for who you give access to.
      </p>
      <h2>2. Accounts and access</h2>
      <p>
        A cloud account is identified by its domain name. The owner of an account can invite users and give
        them roles. Keep your sign-in e-mail secure and turn on two-factor authentication; you are responsible
        for activity under your account. Tell us at once if you suspect unauthorised access.
      </p>
      <h2>3. Fees and payment</h2>
      <p>
        Free products are free. Development and Production products are billed by the hour at the rates shown
        before you create or change a product, plus storage, backups and data transfer. We invoice monthly and
        charge the active payment card, or your cloud marketplace when it bills the account. Unpaid periods
        may lead to products being suspended after notice.
      </p>
      <h2>4. Acceptable use</h2>
      <p>
        Do not use DBCloud to break the law, to infringe others’ rights, to distribute malware, or to attack
        or probe other systems. We may suspend products that put the service or other customers at risk.
      </p>
      <h2>5. Data and privacy</h2>
      <p>
        Your databases are yours. We process them only to provide the service, as described in our{' '}
        <Link to="/privacy-policy">privacy policy</Link>. Accounts of the Hipaa type are handled under the
        additional safeguards required for protected health information.
      </p>
      <h2>6. Availability and support</h2>
      <p>
        Production products are designed for high availability across nodes. Support response times depend on
        your support plan, as set out in our <Link to="/support-policy">support policy</Link>.
      </p>
      <h2>7. Ending the service</h2>
      <p>
        You can terminate products at any time; billing stops when they terminate. Backups of terminated
        products are kept for the retention period of your plan and then deleted. We may end the service with
        90 days’ notice.
      </p>
      <h2>8. Liability</h2>
      <p>
        To the extent the law allows, our total liability in any twelve months is limited to the fees you paid
        in that period. We are not liable for indirect or consequential losses.
      </p>
      <h2>9. Changes</h2>
      <p>
        We will tell account owners by e-mail at least 30 days before material changes to these terms take
        effect.
      </p>
    </LegalPage>
  );
}
