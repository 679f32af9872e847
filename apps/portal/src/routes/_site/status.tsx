import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { configurationQuery } from '../../app/configuration';
import { RouteLoadError } from '../../components/route-load-error';

/** `/status`: sends the browser to the external status page GET configuration names. */
export const Route = createFileRoute('/_site/status')({
  loader: async ({ context, preload }) => {
    const { statusPageUrl } = await context.queryClient.ensureQueryData(configurationQuery(context.api));
    // Only a real visit leaves the site; hovering or focusing a link to /status preloads nothing more.
    if (!preload) window.location.replace(statusPageUrl);
    return statusPageUrl;
  },
  errorComponent: (props: ErrorComponentProps) => (
    <RouteLoadError {...props} what="The status page address" />
  ),
  component: StatusRedirect,
});

function StatusRedirect() {
  const url = Route.useLoaderData();
  return (
    <main>
      <h1>Service status</h1>
      <p>
        Opening the status page… If nothing happens, go to <a href={url}>{url}</a>.
      </p>
    </main>
  );
}
