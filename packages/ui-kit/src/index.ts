export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonClassName } from './button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
export { Checkbox } from './checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { CopyButton, type CopyButtonProps } from './copy-button';
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
export { EmptyState, type EmptyStateProps, type HeadingLevel } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './error-summary';
export { Facts, type FactsProps } from './facts';
export {
  Field,
  type FieldControlProps,
  type FieldProps,
  Fieldset,
  type FieldsetProps,
  useFieldControl,
} from './field';
export { Input } from './input';
export {
  Menu,
  MenuContent,
  MenuGroup,
  MenuItem,
  type MenuItemProps,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuSeparator,
  MenuTrigger,
} from './menu';
export { Muted, type MutedProps } from './muted';
export { NativeSelect } from './native-select';
export { Page, type PageProps } from './page';
export { PageHeader, type PageHeaderProps } from './page-header';
export { RadioGroup, RadioGroupItem, type RadioGroupItemProps } from './radio-group';
export { Select, SelectGroup, SelectItem, SelectLabel, type SelectProps } from './select';
export { LoadingBlock, type LoadingBlockProps, Skeleton, SkeletonLines } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  type TableProps,
  TableRow,
} from './table';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
export { linkClassName, TextLink, type TextLinkProps } from './text-link';
export { Textarea } from './textarea';
export {
  TOAST_DISMISS_DRAG_RATIO,
  TOAST_DURATION_MS,
  ToastBody,
  type ToastBodyProps,
  type ToastTone,
} from './toast-body';
export { type NotifyOptions, notify, Toaster, type ToasterProps } from './toaster';
export { VisuallyHidden, visuallyHiddenClassName } from './visually-hidden';
