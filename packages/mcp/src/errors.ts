// How a failure reaches the assistant: a tool error (`isError`) whose text is the problem as JSON data
// (the API's title and detail, the roles an operation needs on a 403, when to try again on a 429),
// never a stack trace, never the key.
import { ApiError, type OperationId } from '@dbcloud/api-client';
import { rolesNeeded } from '@dbcloud/api-client/roles';

/** A refusal of the server itself (bad arguments, a token refused): nothing was sent or changed. */
export class ToolError extends Error {
  constructor(
    readonly title: string,
    detail: string,
  ) {
    super(detail);
    this.name = 'ToolError';
  }
}

/** What a tool error carries. */
export interface ToolProblem {
  /** The HTTP status the API answered; 0 when it could not be reached; absent for the server's own refusals. */
  status?: number;
  title: string;
  detail?: string;
  /** A request's invalid fields, as the API named them. */
  errors?: Record<string, string[]>;
  /** On a 403: the roles of which the key’s creator needs one for this operation. */
  requiredRoles?: string[];
  /** On a 429: seconds to wait, and the moment after which to try again. */
  retryAfterSeconds?: number;
  retryAt?: string;
}

/** The problem of any failure: an API answer, a refusal of this server, or a bug (said without details). */
export function problemOf(error: unknown, baseUrl: string, now: () => number): ToolProblem {
  if (error instanceof ToolError) return { title: error.title, detail: error.message };
  if (error instanceof ApiError) {
    const { problem } = error;
    const result: ToolProblem = { status: error.status, title: problem.title };
    if (error.status === 0) {
      result.detail = `No answer from ${baseUrl}: check DBCLOUD_URL and the network, then try again.`;
      return result;
    }
    if (problem.detail) result.detail = problem.detail;
    if (problem.errors && Object.keys(problem.errors).length > 0) result.errors = problem.errors;
    if (error.status === 403 && error.operation.operationId) {
      const roles = rolesNeeded(error.operation.operationId as OperationId);
      if (roles.length > 0) {
        result.requiredRoles = [...roles];
        const named = roles.length === 1 ? `the ${roles[0]} role` : `one of the roles ${roles.join(', ')}`;
        result.detail = `${result.detail ? `${result.detail} ` : ''}This operation needs ${named}: the key acts with its creator’s roles, so the account owner must give its creator that role (or use a key of someone who has it).`;
      }
    }
    if (error.status === 429) {
      const seconds = error.retryAfter ?? 60;
      result.retryAfterSeconds = seconds;
      result.retryAt = new Date(now() + seconds * 1000).toISOString();
    }
    return result;
  }
  return {
    title: 'Internal error in dbcloud-mcp',
    detail:
      'The server failed to handle this call; nothing is known to have changed. See its log for the cause.',
  };
}
