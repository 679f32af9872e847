// The selected cloud account: the `$cloudAccount` URL segment on portal pages, remembered in
// localStorage (SPEC §4, DESIGN §5). The api client reads it for X-Tenant-ID on every call.
const STORAGE_KEY = 'dbcloud.selectedAccount';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

let current: string | undefined = storage()?.getItem(STORAGE_KEY) ?? undefined;

export const selectedAccount = {
  /** The account calls are made for (X-Tenant-ID), or undefined. */
  get(): string | undefined {
    return current;
  },
  /** Selects and remembers an account. */
  select(domainName: string): void {
    current = domainName;
    storage()?.setItem(STORAGE_KEY, domainName);
  },
  /** Forgets the selection (logout, 401). */
  clear(): void {
    current = undefined;
    storage()?.removeItem(STORAGE_KEY);
  },
};
