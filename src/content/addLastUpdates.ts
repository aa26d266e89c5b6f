import type { DocSource } from "../types.js";
import { gitLastUpdates } from "./gitLastUpdates.js";

/**
 * Gives each doc the date and author of its last change, as far as the config shows them: front matter's
 * `last_update: { date, author }` first, then git's history.
 */
export async function addLastUpdates(docs: DocSource[], docsDir: string, show: { showLastUpdateTime: boolean; showLastUpdateAuthor: boolean }): Promise<void> {
  const history = await gitLastUpdates(docsDir);
  for (const doc of docs) {
    const given = (doc.frontMatter.last_update ?? {}) as { date?: unknown; author?: unknown };
    const commit = history.get(doc.file);
    const date = given.date instanceof Date ? given.date.toISOString() : typeof given.date === "string" && !Number.isNaN(Date.parse(given.date)) ? new Date(given.date).toISOString() : commit && new Date(commit.timestamp * 1000).toISOString();
    const author = typeof given.author === "string" ? given.author : commit?.author;
    const lastUpdate: NonNullable<DocSource["lastUpdate"]> = {};
    if (show.showLastUpdateTime && date) lastUpdate.date = date;
    if (show.showLastUpdateAuthor && author) lastUpdate.author = author;
    if (lastUpdate.date || lastUpdate.author) doc.lastUpdate = lastUpdate;
  }
}
