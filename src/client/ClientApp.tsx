import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { App } from "@theme/App";
import type { SiteData } from "../shared/types.js";
import { installRouter } from "./router.js";
import { metaOf, type RouteModule } from "./routeModule.js";
import type { RouteLoader } from "./routeLoader.js";
import { PageErrorBoundary } from "./PageErrorBoundary.js";
import { installPrefetch } from "./prefetch.js";
import { installColorModeSync } from "./colorModeSync.js";
import { rememberDocsVersion } from "./preferredDocsVersion.js";
import { installRefreshHook } from "./refreshHook.js";
import { RouteView } from "./RouteView.js";
import { currentLocation, routeDidUpdate } from "./clientModuleLifecycles.js";

/**
 * The browser's root component. Its first render is exactly the server's tree (App around the page), so
 * hydration matches; only later states (a new route, the progress bar) differ.
 */
export function ClientApp(props: { site: SiteData; loader: RouteLoader; initial: RouteModule }) {
  const [module, setModule] = useState(props.initial);
  const [loading, setLoading] = useState(false);
  const [path, setPath] = useState(() => location.pathname);

  useEffect(() => {
    // Effects run once hydration has committed: from here on the page is live.
    document.documentElement.dataset.hydrated = "true";
    routeDidUpdate(currentLocation());
    const uninstallRouter = installRouter({
      site: props.site,
      loader: props.loader,
      render(next) {
        flushSync(() => {
          setModule(() => next);
          setPath(location.pathname);
        });
      },
      setLoading,
    });
    const uninstallRefreshHook = installRefreshHook({
      site: props.site,
      loader: props.loader,
      render(next) {
        flushSync(() => {
          setModule(() => next);
        });
      },
    });
    const uninstallPrefetch = installPrefetch(props.loader, props.site.baseUrl);
    const uninstallColorModeSync = installColorModeSync(props.site.colorMode);
    return () => {
      uninstallRouter();
      uninstallRefreshHook();
      uninstallPrefetch();
      uninstallColorModeSync();
    };
  }, [props.loader, props.site]);

  // The page before this one, for rememberDocsVersion to tell a switch of versions from a visit.
  const previousPath = useRef<string | undefined>(undefined);
  useEffect(() => {
    rememberDocsVersion(props.site, path, previousPath.current);
    previousPath.current = path;
  }, [props.site, path]);

  return (
    <>
      {loading ? <div className="route-progress" role="progressbar" aria-label="Loading page" /> : null}
      <App site={props.site} meta={metaOf(module)} sidebar={module.sidebar}>
        <PageErrorBoundary key={path} module={module}>
          <RouteView module={module} />
        </PageErrorBoundary>
      </App>
    </>
  );
}
