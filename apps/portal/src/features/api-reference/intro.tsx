import { memo } from 'react';
import { FieldList } from './fields';
import { reference } from './model';
import ops from './operation.module.css';
import styles from './reference.module.css';
import { Inline } from './rich-text';
import { StaticHtml } from './static-html';

/**
 * "Authenticate", "Rate limits" and "Errors": what every operation below has in common. Text only, kept
 * as the page's HTML (StaticHtml).
 */
export const Intro = memo(function Intro() {
  return (
    <StaticHtml>
      <section aria-labelledby="authenticate" className={`${styles.introSection} ${ops.inlineCode}`}>
        <h2 id="authenticate">Authenticate</h2>
        <p>
          Every call goes to <code>/api/v1</code> on the portal’s origin. Programs use an{' '}
          <strong>API key</strong>: create one on your account’s API keys page (it acts for that account with
          its creator’s roles) and send its secret as <code>Authorization: Bearer dbc_…</code>. No other
          header is needed. The operations marked “An API key” below accept one; the others need a signed-in
          session.
        </p>
        <p>
          The portal itself uses a <strong>session</strong>: the <code>dbcloud_session</code> cookie of a
          passwordless sign-in, with <code>X-Tenant-ID</code> naming the account and{' '}
          <code>X-Requested-With: XMLHttpRequest</code> on every call that changes something.
        </p>
        <p>
          With the SDK,{' '}
          <code>
            createApiClient({'{'} baseUrl, apiKey {'}'})
          </code>{' '}
          from <code>@dbcloud/api-client</code> sends the key; with the command line, <code>dbcloud</code>{' '}
          reads it from <code>DBCLOUD_API_KEY</code> and the account from <code>--account</code>.
        </p>
      </section>
      <section aria-labelledby="rate-limits" className={`${styles.introSection} ${ops.inlineCode}`}>
        <h2 id="rate-limits">Rate limits</h2>
        <p>
          Every call counts against call budgets: 120 calls a minute per API key and 600 a minute for all the
          keys of an account together (more keys never mean more calls), 600 a minute per client address for
          calls without a key. Some operations have limits of their own, listed with each operation. Every
          limit is a sliding window: no span of its length ever holds more calls. Each answer says where you
          stand in <code>RateLimit</code> (<code>"api-key";r=57;t=23</code>: 57 calls left, and in 23 seconds
          the oldest call counted leaves the window) and <code>RateLimit-Policy</code>, the most constrained
          policy first. Past a limit the answer is 429, naming that limit first at <code>r=0</code>, with{' '}
          <code>Retry-After</code> in seconds: retry then and the call is accepted.
        </p>
      </section>
      <section aria-labelledby="errors" className={`${styles.introSection} ${ops.inlineCode}`}>
        <h2 id="errors">Errors</h2>
        <p>
          A failed call answers a 4xx or 5xx status with a body of <strong>problem details</strong> (RFC 9457,{' '}
          <code>application/problem+json</code>), written for the person who made the call:
        </p>
        <FieldList fields={reference.problem} />
        <ul className={styles.errorTable}>
          {reference.errors.map((answer) => (
            <li key={answer.status}>
              <span className={ops.status} data-status={answer.status[0]}>
                {answer.status}
              </span>
              <span>
                <Inline text={answer.description} />
              </span>
            </li>
          ))}
        </ul>
      </section>
    </StaticHtml>
  );
});
