// A Markdown link to a file beside the page that is not Markdown is, as in Docusaurus, a link to that file
// copied into the output (a name that changes with its contents), opening in a new tab.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, scenario } from "../cli.js";

let root: string;
let build: { code: number; stdout: string; stderr: string };

beforeAll(async () => {
  root = await scenario("docusaurus-file-links");
  build = await buildInProcess(root, "--strict");
}, 120_000);

const introHtml = async () => (await readFile(path.join(root, "dist/kb/docs/intro/index.html"), "utf8")).replaceAll("<!-- -->", "");

/** The file a URL of the site names in the output folder. */
const outputFile = (url: string) => path.join(root, "dist", decodeURI(url));

describe("links to files beside a doc", () => {
  it("builds with --strict: the linked files are served", () => {
    expect(build.code, build.stdout + build.stderr).toBe(0);
  });

  it("links each file's bundled copy, in a new tab, with the link's title and content kept", async () => {
    const html = await introHtml();
    const settings = /<a target="_blank" href="(\/kb\/assets\/settings-\w+\.json)" title="Default settings">the settings<\/a>/.exec(html)?.[1];
    expect(settings).toBeDefined();
    expect(await readFile(outputFile(settings!), "utf8")).toBe('{ "retries": 3 }\n');
    // An SVG linked is a file to open, not a component drawn in the page.
    const flow = /<a target="_blank" href="(\/kb\/assets\/flow-\w+\.svg)">the <strong>flow<\/strong><\/a>/.exec(html)?.[1];
    expect(await readFile(outputFile(flow!), "utf8")).toContain("<svg");
    const hosts = /<a target="_blank" href="(\/kb\/assets\/mail hosts-\w+\.txt)">the hosts<\/a>/.exec(html)?.[1];
    expect(await readFile(outputFile(hosts!), "utf8")).toBe("mail.example.com\n");
  });

  it("leaves a link to a file that does not exist a link, which --strict reports", async () => {
    const copy = await scenario("docusaurus-file-links");
    const file = path.join(copy, "docs/intro.md");
    await writeFile(file, `${await readFile(file, "utf8")}\nAnd [gone](./files/gone.txt).\n`);
    const { code, stdout, stderr } = await buildInProcess(copy, "--strict");
    expect(code).not.toBe(0);
    expect(stdout + stderr).toMatch(/broken-link.*files\/gone\.txt/);
  });
});
