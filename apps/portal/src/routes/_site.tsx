import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteFrame } from '../components/site-frame';

/** The public site: every page in its frame (header, footer with the policies and the theme). */
export const Route = createFileRoute('/_site')({
  component: () => (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  ),
});
