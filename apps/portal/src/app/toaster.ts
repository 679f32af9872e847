// The toaster and the notify API as one lazily loaded module: toasts follow actions, so sonner is
// not part of any page's first load (a named import keeps the rest of ui-kit out of this chunk).
import { notify, Toaster } from '@dbcloud/ui-kit';

export { notify };
export default Toaster;
