// Types of route-examples.mjs (plain ESM, shared with scripts/screenshots.mjs) for the tests.
export declare const OWNER: string;
export declare const MFA: string;

export interface RouteExamples {
  /** Public routes, signed out: route -> the URL that shows it. */
  public: Record<string, string>;
  /** Routes shown only halfway through a two-factor sign-in (their URL is the route). */
  twoFactor: string[];
  /** Portal routes, signed in as acme's owner: route -> the URL that shows it. */
  portal: Record<string, string>;
  /** Routes with no page of their own (each sends the user on): route -> a URL of it. */
  redirects: Record<string, string>;
}

export declare function routeExamples(now: Date): RouteExamples;
