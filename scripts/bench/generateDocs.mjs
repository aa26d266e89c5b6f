// Writes a realistic docs site of N pages for benchmarks: categories, headings, tables, code blocks,
// admonitions and links between pages (with anchors), so build time and memory can be measured as the
// site grows. Deterministic: the same N gives the same site, and page i reads the same whatever N is (only
// its links to other pages depend on N), so two sizes can be compared page for page.
//
// Two shapes, since a sidebar's cost depends on how its folders are laid out as much as on its page count:
// "deep" nests folders three deep with ten pages each; "wide" puts fifty pages in each of count/50 folders
// side by side (200 folders at 10,000 pages), the shape of a site that grew one flat folder per topic.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

const WORDS = "selection cursor syntax node movement mode token line word swap extend raise delete paste copy jump search buffer window prompt keymap layout structural modal editor tree grammar query".split(" ");

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

function sentence(rand, n = 12) {
  const words = Array.from({ length: n }, () => WORDS[Math.floor(rand() * WORDS.length)]);
  return words.join(" ").replace(/^./, (c) => c.toUpperCase()) + ".";
}

/** Pages a folder of the wide shape holds unless told otherwise. */
const WIDE_FOLDER_PAGES = 50;

/**
 * Where page i lives: in the deep shape up to 10 pages a folder, folders nested three deep; in the wide one
 * `folderPages` a folder, one level.
 */
function pagePath(i, shape, folderPages = WIDE_FOLDER_PAGES) {
  if (shape === "wide") return `folder-${Math.floor(i / folderPages)}/page-${i}.md`;
  const a = Math.floor(i / 1000), b = Math.floor(i / 100) % 10, c = Math.floor(i / 10) % 10;
  return `section-${a}/group-${b}/topic-${c}/page-${i}.md`;
}

/** A relative Markdown link from the page at `from` to the page at `to`, as a writer would type it. */
function relativeLink(from, to) {
  const rel = path.posix.relative(path.posix.dirname(from), to);
  return rel.startsWith(".") ? rel : `./${rel}`;
}

/**
 * Links from page `i` to anchors of three other pages of the wide shape: one in its own folder and two
 * anywhere in the site, so the link check meets both near and far targets.
 */
function wideLinks(i, count, folderPages, rand) {
  const me = pagePath(i, "wide", folderPages);
  const folderStart = i - (i % folderPages);
  const inFolder = Math.min(count - 1, folderStart + Math.floor(rand() * folderPages));
  const targets = [
    [inFolder, "example"],
    [Math.floor(rand() * count), "details"],
    [Math.floor(rand() * count), "overview"],
  ];
  return targets.map(([n, anchor]) => `[page ${n}](${relativeLink(me, pagePath(n, "wide", folderPages))}#${anchor})`).join(", ");
}

function page(i, count, shape, folderPages) {
  const rand = rng(i);
  const me = pagePath(i, shape, folderPages);
  const other = pagePath(Math.floor(rand() * count), shape, folderPages);
  const lines = [
    "---",
    `title: Page ${i}`,
    `description: ${sentence(rand, 8)}`,
    `sidebar_position: ${i % (shape === "wide" ? folderPages : 10)}`,
    "---",
    "",
    `# Page ${i}`,
    "",
    `${sentence(rand)} ${sentence(rand)} See [a related page](${relativeLink(me, other)}#overview).`,
    "",
    ...(shape === "wide" ? [`Compare ${wideLinks(i, count, folderPages, rand)}.`, ""] : []),
    "## Overview",
    "",
    `${sentence(rand, 20)} ${sentence(rand, 16)}`,
    "",
    "| Key | Action | Notes |",
    "| --- | --- | --- |",
    ...Array.from({ length: 4 }, (_, k) => `| \`${"asdf"[k]}\` | ${sentence(rand, 3)} | ${sentence(rand, 6)} |`),
    "",
    "## Example",
    "",
    "```rust title=\"example.rs\" {2}",
    `fn page_${i}(x: u32) -> u32 {`,
    "    let y = x * 2; // double it",
    "    y + 1",
    "}",
    "```",
    "",
    ":::tip",
    sentence(rand, 10),
    ":::",
    "",
    "### Details",
    "",
    `${sentence(rand, 24)} ${sentence(rand, 18)}`,
    "",
  ];
  return lines.join("\n");
}

/**
 * Generates the site of `count` pages in the given shape ("deep" or "wide") into `dir` (emptied first) and
 * returns it. `folderPages` sets how many pages a folder of the wide shape holds (50 unless told), so a test
 * can have many folders side by side on a site small enough to build in seconds.
 */
export async function generateDocs(dir, count, { shape = "deep", folderPages = WIDE_FOLDER_PAGES } = {}) {
  if (shape !== "deep" && shape !== "wide") throw new Error(`generateDocs: unknown shape "${shape}"; use "deep" or "wide".`);
  await rm(dir, { recursive: true, force: true });
  const docs = path.join(dir, "content/docs");
  await mkdir(path.join(dir, "content/pages"), { recursive: true });
  await writeFile(
    path.join(dir, "edsite.config.ts"),
    `export default {\n  title: "Bench",\n  url: "https://example.org",\n  baseUrl: "/bench/",\n  repositoryUrl: "https://github.com/example/bench",\n  navbar: { items: [{ type: "docSidebar", sidebarId: "docSidebar", label: "Docs" }] },\n  docs: { sidebars: ["docSidebar"], mainDocId: "intro" },\n};\n`,
  );
  await writeFile(path.join(dir, "content/pages/index.tsx"), `export default function Home() {\n  return <h1>Bench</h1>;\n}\n`);
  await mkdir(docs, { recursive: true });
  await writeFile(path.join(docs, "intro.md"), `---\ntitle: Intro\ndescription: Start here.\nsidebar_position: 0\n---\n\n# Intro\n\nThe first page.\n`);
  const folders = new Set();
  for (let i = 0; i < count; i++) {
    const file = path.join(docs, pagePath(i, shape, folderPages));
    const folder = path.dirname(file);
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      folders.add(folder);
    }
    await writeFile(file, page(i, count, shape, folderPages));
  }
  for (const folder of categoryFolders(docs, folders)) {
    await writeFile(path.join(folder, "_category_.json"), JSON.stringify(category(path.relative(docs, folder))));
  }
  return dir;
}

/** Every folder between the docs root and the folders that hold pages, each a sidebar category. */
function categoryFolders(docs, pageFolders) {
  const all = new Set();
  for (let folder of pageFolders) {
    for (; folder !== docs; folder = path.dirname(folder)) all.add(folder);
  }
  return [...all].sort();
}

/**
 * The `_category_.json` of a folder such as `section-0/group-3/topic-7` or `folder-12`. Collapsed, as big Docusaurus sites
 * set their categories so that a sidebar of hundreds of entries stays readable; each has its own index page
 * under a slug of its whole path, since the folder names repeat from group to group.
 */
function category(relativeDir) {
  const segments = relativeDir.split(path.sep);
  const numbers = segments.map((s) => Number(s.split("-").pop()));
  const kind = segments[segments.length - 1].split("-")[0];
  const label = `${kind[0].toUpperCase()}${kind.slice(1)} ${numbers.join(".")}`;
  return {
    label,
    position: numbers[numbers.length - 1] + 1,
    collapsed: true,
    link: { type: "generated-index", slug: `/category/${segments.join("-")}`, description: `All about ${label}.` },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, count, shape = "deep"] = process.argv.slice(2);
  await generateDocs(path.resolve(dir), Number(count), { shape });
  console.log(`wrote ${count} ${shape} pages to ${dir}`);
}
