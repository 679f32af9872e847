import { type InviteUserRequest, ROLES, type Role } from '@dbcloud/api-client';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  Fieldset,
  Input,
} from '@dbcloud/ui-kit';
import type { ServerFields } from '../../../app/form-errors';
import { shownOnScreen } from '../../../app/mutations';
import { toast } from '../../../app/notify';
import { ROLE_NAMES } from '../../../app/site-labels';
import { useServerForm } from '../../../app/use-server-form';
import { ProblemAlert } from '../../../components/problem-alert';
import { ShowAsCode } from '../../../components/show-as-code/show-as-code';
import { useInviteUser } from '../mutations';
import { type InviteInput, type InviteValues, inviteBody, inviteSchema } from '../schemas';
import styles from './account.module.css';

const FIELDS: ServerFields<InviteUserRequest, InviteInput> = {
  email: { name: 'email', label: 'E-mail' },
  roles: { name: 'roles', label: 'Roles' },
};

/** What each role opens, said where roles are chosen. */
const ROLE_HINTS: Record<Role, string> = {
  Products: 'create, change and delete products',
  Backups: 'browse and download backups',
  Billing: 'costs, invoices and payments',
  ApiAccess: 'create and manage API keys',
  Support: 'open support requests',
  Account: 'this page: the account and its users',
  UserManagement: 'invite and remove users',
  BillingInformation: 'billing contact, invoice details and cards',
};

/** Invite by e-mail with roles (POST users/invite); the invitee gets a link to join. */
export function InviteDialog({
  domainName,
  grantable,
  open,
  onOpenChange,
}: {
  domainName: string;
  /** The inviter's own roles: an invitation grants at most those (the owner has every one). */
  grantable: readonly Role[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { form, submit, error, alert } = useServerForm<InviteInput, InviteValues, InviteUserRequest>({
    schema: inviteSchema,
    serverFields: FIELDS,
    defaultValues: { email: '', roles: [] },
  });
  const invite = useInviteUser({
    onSuccess: (user) => {
      toast('success', `Invitation sent to ${user.email}`, {
        description: 'The invitation link works for seven days.',
      });
      form.reset();
      onOpenChange(false);
    },
    onError: shownOnScreen,
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={(next) => !invite.isPending && onOpenChange(next)}>
      <DialogContent className={styles.dialog}>
        <DialogHeader>
          <DialogTitle>Invite a user to {domainName}</DialogTitle>
          <DialogDescription>
            We e-mail them a link to join. Someone without a DBCloud login creates one on the way.
          </DialogDescription>
        </DialogHeader>
        <form
          className={styles.form}
          onSubmit={submit((values) => invite.mutateAsync({ domainName, ...inviteBody(values) }))}
          noValidate
          aria-label="Invite a user"
        >
          {alert && (
            <ProblemAlert tone="danger" error={error} title="The invitation was not sent">
              {alert}
            </ProblemAlert>
          )}
          <Field label="E-mail" error={errors.email?.message}>
            <Input type="email" autoComplete="off" autoFocus {...form.register('email')} />
          </Field>
          <Fieldset
            label="Roles"
            description={
              grantable.length < ROLES.length
                ? 'What they can open in this account. You can grant only roles you have.'
                : 'What they can open in this account.'
            }
            error={errors.roles?.message}
          >
            <div className={styles.roleChoices}>
              {ROLES.filter((role) => grantable.includes(role)).map((role) => (
                <Field
                  key={role}
                  orientation="horizontal"
                  label={ROLE_NAMES[role]}
                  description={ROLE_HINTS[role]}
                >
                  <Checkbox value={role} {...form.register('roles')} />
                </Field>
              ))}
            </div>
          </Fieldset>
          <ShowAsCode
            request={{
              operationId: 'inviteUser',
              path: { domainName },
              body: inviteBody(form.watch()),
              tenant: domainName,
            }}
          />
          <div className={styles.formActions}>
            <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" loading={invite.isPending}>
              Send invitation
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
