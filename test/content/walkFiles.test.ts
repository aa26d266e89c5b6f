// Walking a content folder with symbolic links in it: links inside the site are read as their targets, any
// other is skipped with one finding. The links are made at test time (git cannot carry them all).
import { mkdir, mkdtemp, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LinkGuard } from "../../src/content/linkGuard.js";
import { walkFiles } from "../../src/content/walkFiles.js";
import { findPostFiles } from "../../src/content/blog/findPostFiles.js";

/** A site folder with content/docs/intro.md and shared/guide/a.md, beside an outside folder. */
async function site(): Promise<{ root: string; docs: string; outside: string }> {
  const top = await mkdtemp(path.join(os.tmpdir(), "edsite-walk-"));
  const root = path.join(top, "site");
  const docs = path.join(root, "content/docs");
  const outside = path.join(top, "outside");
  await mkdir(docs, { recursive: true });
  await mkdir(path.join(root, "shared/guide"), { recursive: true });
  await mkdir(outside);
  await writeFile(path.join(docs, "intro.md"), "# Intro\n");
  await writeFile(path.join(root, "shared/guide/a.md"), "# A\n");
  await writeFile(path.join(outside, "secret.md"), "# Secret\n");
  return { root, docs, outside };
}

const all = () => true;
const messages = (guard: LinkGuard) => guard.findings.map((finding) => `${path.relative(guard.root, finding.source!.file)}: ${finding.message}`);

describe("walkFiles with symbolic links", () => {
  it("reads a link to a folder or a file inside the site as what it leads to, under the link's name", async () => {
    const { root, docs } = await site();
    await symlink("../../shared", path.join(docs, "shared"));
    await symlink("../../shared/guide/a.md", path.join(docs, "alias.md"));
    const guard = new LinkGuard(root);
    expect(await walkFiles(docs, all, guard)).toEqual(["alias.md", "intro.md", "shared/guide/a.md"]);
    expect(guard.findings).toEqual([]);
  });

  it("skips a link to a folder that holds it (x -> ..) with a finding, without walking the project", async () => {
    const { root, docs } = await site();
    await symlink("..", path.join(docs, "x"));
    // The site's root itself: inside the site, but it holds the link too.
    await symlink("../..", path.join(docs, "top"));
    const guard = new LinkGuard(root);
    expect(await walkFiles(docs, all, guard)).toEqual(["intro.md"]);
    expect(messages(guard)).toEqual([
      expect.stringMatching(/^content\/docs\/top: content\/docs\/top is a symbolic link to \.\.\/\.\., a folder that already holds it/),
      expect.stringMatching(/^content\/docs\/x: content\/docs\/x is a symbolic link to \.\., a folder that already holds it/),
    ]);
  });

  it("skips links that leave the site, dangle or loop, each said once however many walks meet it", async () => {
    const { root, docs, outside } = await site();
    await symlink(outside, path.join(docs, "out"));
    await symlink(path.join(outside, "secret.md"), path.join(docs, "secret.md"));
    await symlink("missing.md", path.join(docs, "gone.md"));
    await symlink("b.md", path.join(docs, "a.md"));
    await symlink("a.md", path.join(docs, "b.md"));
    const guard = new LinkGuard(root);
    expect(await walkFiles(docs, all, guard)).toEqual(["intro.md"]);
    // A second walk of the same folder (the category files) adds no finding.
    await walkFiles(docs, (name) => name.endsWith(".json"), guard);
    expect(messages(guard).sort()).toEqual([
      expect.stringMatching(/^content\/docs\/a\.md: .* to b\.md that leads back to itself through other links/),
      expect.stringMatching(/^content\/docs\/b\.md: .* to a\.md that leads back to itself/),
      expect.stringMatching(/^content\/docs\/gone\.md: .* to missing\.md, which does not exist/),
      expect.stringMatching(/^content\/docs\/out: .*, outside the site's folder .*Copy what it points at into content\/docs\//),
      expect.stringMatching(/^content\/docs\/secret\.md: .*secret\.md, outside the site's folder/),
    ]);
  });

  it("stops a loop that goes through two links (a/l -> ../b, b/l -> ../a)", async () => {
    const { root, docs } = await site();
    await mkdir(path.join(docs, "a"));
    await mkdir(path.join(docs, "b"));
    await writeFile(path.join(docs, "a/one.md"), "# One\n");
    await writeFile(path.join(docs, "b/two.md"), "# Two\n");
    await symlink("../b", path.join(docs, "a/l"));
    await symlink("../a", path.join(docs, "b/l"));
    const guard = new LinkGuard(root);
    // Each folder is read through the other once; the link back to where the walk came from is not followed.
    expect(await walkFiles(docs, all, guard)).toEqual(["a/l/two.md", "a/one.md", "b/l/one.md", "b/two.md", "intro.md"]);
    expect(guard.findings.map((finding) => path.relative(root, finding.source!.file)).sort()).toEqual(["content/docs/a/l/l", "content/docs/b/l/l"]);
  });

  it("follows a link inside a content folder that lies outside the site (a Docusaurus docs path of ../docs)", async () => {
    const { root, outside } = await site();
    await mkdir(path.join(outside, "more"));
    await writeFile(path.join(outside, "more/b.md"), "# B\n");
    await symlink("more", path.join(outside, "again"));
    const guard = new LinkGuard(root, [outside]);
    expect(await walkFiles(outside, all, guard)).toEqual(["again/b.md", "more/b.md", "secret.md"]);
    expect(guard.findings).toEqual([]);
  });

  it("without a guard follows only links that stay inside the folder walked", async () => {
    const { docs } = await site();
    await symlink("../../shared", path.join(docs, "shared"));
    await symlink("intro.md", path.join(docs, "again.md"));
    expect(await walkFiles(docs, all)).toEqual(["again.md", "intro.md"]);
  });
});

describe("blog posts through symbolic links", () => {
  it("reads a linked post file or post folder inside the site, and skips one outside it", async () => {
    const { root, outside } = await site();
    const blog = path.join(root, "content/blog");
    await mkdir(path.join(root, "drafts/2024-02-03-folder"), { recursive: true });
    await mkdir(blog);
    await writeFile(path.join(root, "drafts/2024-01-02-file.md"), "# File\n");
    await writeFile(path.join(root, "drafts/2024-02-03-folder/index.md"), "# Folder\n");
    await symlink("../../drafts/2024-01-02-file.md", path.join(blog, "2024-01-02-file.md"));
    await symlink("../../drafts/2024-02-03-folder", path.join(blog, "2024-02-03-folder"));
    await symlink(path.join(outside, "secret.md"), path.join(blog, "2024-03-04-secret.md"));
    const guard = new LinkGuard(root);
    const posts = await findPostFiles(blog, guard);
    expect(posts.map((post) => post.relativePath)).toEqual(["2024-01-02-file.md", "2024-02-03-folder/index.md"]);
    expect(messages(guard)).toEqual([expect.stringMatching(/^content\/blog\/2024-03-04-secret\.md: .*outside the site's folder/)]);
  });
});
