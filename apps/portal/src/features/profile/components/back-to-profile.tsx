import { TextLink } from '@dbcloud/ui-kit';
import { Link } from '@tanstack/react-router';

/** The profile pages' way back, above their titles. */
export function BackToProfile() {
  return (
    <TextLink asChild>
      <Link to="/portal/profile">Back to your profile</Link>
    </TextLink>
  );
}
