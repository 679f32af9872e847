// The account the portal opens when a URL names none: the last one the user really
// opened, remembered in localStorage. It never decides which account a call is for: every tenant call
// names its account itself (the path's `domainName`, or its own X-Tenant-ID header).
const STORAGE_KEY = 'dbcloud.selectedAccount';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export const rememberedAccount = {
  get(): string | undefined {
    return storage()?.getItem(STORAGE_KEY) ?? undefined;
  },
  /** On a real navigation to one of the account's pages, never on a preload. */
  remember(domainName: string): void {
    storage()?.setItem(STORAGE_KEY, domainName);
  },
  forget(): void {
    storage()?.removeItem(STORAGE_KEY);
  },
};
