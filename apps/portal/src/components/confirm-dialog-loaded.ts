// ui-kit's confirmation dialog as a module of its own, for lazy-confirm-dialog.tsx to load.
export { ConfirmDialog as default } from '@dbcloud/ui-kit';
