import { memo, type RefObject, useEffect, useRef, useState } from 'react';
import CodePanel from '../../components/show-as-code/code-panel';
import { FieldList, JsonExample, MethodBadge } from './fields';
import {
  type Answer,
  callers,
  credentials,
  exampleRequest,
  type Operation,
  rateLimitsInWords,
} from './model';
import styles from './operation.module.css';
import { Inline, Prose } from './rich-text';
import { StaticHtml } from './static-html';

function SuccessAnswer({ answer, operationId }: { answer: Answer; operationId: string }) {
  const hasDetails = (answer.fields?.length ?? 0) > 0 || answer.example !== undefined;
  const head = (
    <>
      <span className={styles.status} data-status={answer.status[0]}>
        {answer.status}
      </span>{' '}
      <Inline text={answer.description} />
      {answer.type ? <span className={styles.fieldType}> {answer.type}</span> : null}
      {answer.contentType && answer.contentType !== 'application/json' ? (
        <span className={styles.fieldIn}> {answer.contentType}</span>
      ) : null}
    </>
  );
  if (!hasDetails) return <li className={styles.answer}>{head}</li>;
  return (
    <li className={styles.answer}>
      <details className={styles.answerDetails}>
        <summary>{head}</summary>
        {answer.fields ? <FieldList fields={answer.fields} /> : null}
        {answer.example !== undefined ? (
          <JsonExample
            value={answer.example}
            label={`Example of the ${answer.status} answer of ${operationId}`}
          />
        ) : null}
      </details>
    </li>
  );
}

function ErrorAnswers({ answers }: { answers: Answer[] }) {
  return (
    <li className={styles.answer}>
      <p className={styles.errorList}>
        {answers.map((answer) => (
          <span key={answer.status} className={styles.status} data-status={answer.status[0]}>
            {answer.status}
          </span>
        ))}{' '}
        <span className={styles.muted}>
          problem details, see <a href="#errors">Errors</a>
        </span>
      </p>
      {answers
        .filter((answer) => !answer.ref)
        .map((answer) => (
          <p key={answer.status} className={styles.fieldText}>
            {answer.status}: <Inline text={answer.description} />
          </p>
        ))}
    </li>
  );
}

/**
 * What an operation does, who may call it, its inputs and answers: text only, kept as the page's HTML
 * (StaticHtml); memoized, so that the examples' change of address does not reach it.
 */
const OperationDocs = memo(function OperationDocs({ operation }: { operation: Operation }) {
  const { operationId } = operation;
  const success = operation.responses.filter((answer) => answer.status.startsWith('2'));
  const errors = operation.responses.filter((answer) => !answer.status.startsWith('2'));
  return (
    <StaticHtml>
      <div className={styles.operationDocs}>
        <h3 id={`${operationId}-title`} className={styles.operationTitle}>
          <a href={`#${operationId}`}>{operation.summary}</a>
        </h3>
        <p className={styles.endpoint}>
          <MethodBadge method={operation.method} />
          <code>{operation.path}</code>
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Operation</dt>
            <dd>
              <code>{operationId}</code>
            </dd>
          </div>
          <div>
            <dt>Who may call it</dt>
            <dd>{callers(operation)}</dd>
          </div>
          <div>
            <dt>Credentials</dt>
            <dd>{credentials(operation)}</dd>
          </div>
          {operation.rateLimited ? (
            <div>
              <dt>Rate limits</dt>
              <dd>
                <ul className={styles.limits}>
                  {rateLimitsInWords(operation).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                Beyond one: 429 with Retry-After (<a href="#rate-limits">how limits work</a>)
              </dd>
            </div>
          ) : null}
        </dl>
        <Prose text={operation.description} className={styles.prose} />
        {operation.parameters.length > 0 ? (
          <>
            <h4 className={styles.subheading}>Parameters</h4>
            <FieldList fields={operation.parameters} />
          </>
        ) : null}
        {operation.body ? (
          <>
            <h4 className={styles.subheading}>
              Request body <span className={styles.fieldType}>{operation.body.type}</span>
              {operation.body.required ? <span className={styles.required}>required</span> : null}
            </h4>
            {operation.body.fields ? <FieldList fields={operation.body.fields} /> : null}
            {operation.body.example !== undefined ? (
              <JsonExample value={operation.body.example} label={`Example body of ${operationId}`} />
            ) : null}
          </>
        ) : null}
        <h4 className={styles.subheading}>Responses</h4>
        <ul className={styles.answers}>
          {success.map((answer) => (
            <SuccessAnswer key={answer.status} answer={answer} operationId={operationId} />
          ))}
          {errors.length > 0 ? <ErrorAnswers answers={errors} /> : null}
        </ul>
      </div>
    </StaticHtml>
  );
});

/**
 * Whether the browser lays out what the article holds: far from the screen it skips it
 * (`content-visibility: auto`), and the article's box is then its estimated height, which its content,
 * taller, overflows onto the next articles wherever the layout is read (an accessibility checker measuring
 * controls' room to be hit, Lighthouse's target-size, found them on top of each other). So an article
 * clips what it holds while skipped (its CSS), and stops once laid out, so that its code panel can stick.
 */
function useLaidOut(article: RefObject<HTMLElement | null>): boolean {
  const [laidOut, setLaidOut] = useState(false);
  useEffect(() => {
    const element = article.current;
    if (!element) return;
    const inside = element.firstElementChild;
    setLaidOut(inside?.checkVisibility?.({ contentVisibilityAuto: true }) ?? true);
    const changed = (event: Event) => setLaidOut(!(event as Event & { skipped: boolean }).skipped);
    element.addEventListener('contentvisibilityautostatechange', changed);
    return () => element.removeEventListener('contentvisibilityautostatechange', changed);
  }, [article]);
  return laidOut;
}

/** One operation: its documentation and its example as code. */
export function OperationArticle({ operation, baseUrl }: { operation: Operation; baseUrl: string }) {
  const { operationId } = operation;
  const article = useRef<HTMLElement>(null);
  const laidOut = useLaidOut(article);
  return (
    <article
      ref={article}
      id={operationId}
      className={styles.operation}
      data-laid-out={laidOut || undefined}
      aria-labelledby={`${operationId}-title`}
    >
      <OperationDocs operation={operation} />
      <div className={styles.operationCode}>
        <h4 className={styles.subheading}>Example</h4>
        <CodePanel
          request={exampleRequest(operation)}
          baseUrl={baseUrl}
          notes={false}
          label={`Example of ${operationId} as code`}
          subject={operationId}
        />
      </div>
    </article>
  );
}
