// The toaster as its own module, so the root can load it lazily (a named import keeps the rest of
// ui-kit out of that chunk).
import { Toaster } from '@dbcloud/ui-kit';

export default Toaster;
