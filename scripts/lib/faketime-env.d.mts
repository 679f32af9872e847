// Types of faketime-env.mjs for the browser tests (TypeScript).
/** The environment without faketime's LD_PRELOAD library and FAKETIME* settings. */
export declare function withoutFaketime(env: NodeJS.ProcessEnv): Record<string, string>;
