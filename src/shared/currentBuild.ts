// The one file of a build whose name never changes: what pages need that changes with every build (the route
// manifest's name, the search files' names) is read from here, so a page whose own content is the same is the
// same bytes from one build to the next, and an incremental build need not rewrite it. Plain data only; the
// browser reads it too.

/** `assets/current-build.json`: where the build's route manifest and search files are. */
export interface CurrentBuild {
  /** URL of the route manifest (path key → chunk path under `assets/`), named by its contents. */
  manifest: string;
  /** URLs of the two search files, named by the build's time; absent when the build made none. */
  search?: { searchDoc: string; lunrIndex: string };
}

/** The file's name under the assets folder. Without a hash in it, servers have browsers check it on every use. */
export const CURRENT_BUILD_FILE = "current-build.json";
