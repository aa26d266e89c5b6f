/**
 * Thrown when a build stops because a page was asked for that it did not build first (see
 * buildForDev): what it compiled until then is in the compile cache, and the next build serves that
 * page first.
 */
export class BuildInterrupted extends Error {
  constructor() {
    super("The build stopped to build a page that was asked for first.");
    this.name = "BuildInterrupted";
  }
}
