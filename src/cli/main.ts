import path from "node:path";
import { Command } from "commander";
import { formatError } from "./printError.js";
import { consoleReporter } from "./consoleReporter.js";
import { runBuildCommand } from "./buildCommand.js";
import { displayPath } from "../displayPath.js";
import { tierUpLater } from "../v8Tiering.js";
import { collectBeforeGrowing } from "../v8HeapGrowth.js";
import { sitePaths } from "../site/sitePaths.js";
import { EdsiteError } from "../errors.js";

const program = new Command();
program
  .name("edsite")
  .description("Build the Ki editor's website: docs, blog and search, as static HTML.")
  .option("--root <dir>", "the site's folder (where edsite.config.ts is)", ".")
  .option("--debug", "print stack traces of errors");

program
  .command("build")
  .description("build the site into dist/ (the previous dist/ stays if the build fails)")
  .option("--strict", "fail on every finding (broken links and anchors, links to missing .md files, duplicate routes, unsupported options, symbolic links leading out of the site), not only warn")
  .option("--out-dir <dir>", "output folder", "dist")
  .option("--no-cache", "compile every page, neither reading nor writing .edsite-cache/")
  .action(async (opts: { strict?: boolean; outDir: string; cache: boolean }) => {
    const root = path.resolve(program.opts<{ root: string }>().root);
    // Before the pipeline's modules load: the budget applies to functions compiled after it is set.
    tierUpLater();
    collectBeforeGrowing();
    const write = (text: string) => process.stderr.write(text);
    process.exitCode = await runBuildCommand({ root, outDir: opts.outDir, strict: opts.strict, cache: opts.cache, releaseEsbuild: true, reporter: consoleReporter(), write });
  });

program
  .command("serve")
  .description("serve the built site from dist/ on 127.0.0.1, as a static host would")
  .option("--port <n>", "port", "3000")
  .option("--host <host>", "interface to listen on", "127.0.0.1")
  .option("--out-dir <dir>", "folder to serve", "dist")
  .action(async (opts: { port: string; host: string; outDir: string }) => {
    const root = path.resolve(program.opts<{ root: string }>().root);
    const paths = sitePaths(root, opts.outDir);
    // Loaded by the command that needs them: the config schema (zod) alone costs `dev` 60 ms at start.
    const [{ loadSite }, { serveSite }] = await Promise.all([import("../site/loadSite.js"), import("../serve/serveSite.js")]);
    const { config } = await loadSite(paths);
    const server = await serveSite({ dir: paths.outDir, baseUrl: config.baseUrl, port: Number(opts.port), host: opts.host });
    process.stderr.write(`Serving ${path.relative(root, paths.outDir) || paths.outDir} at ${server.url}${config.baseUrl.slice(1)}\n`);
  });

program
  .command("dev")
  .description("live preview while writing: serves the site from memory and updates open pages on every save")
  .option("--port <n>", "port (0 picks a free one)", "3000")
  .option("--host <host>", "interface to listen on (0.0.0.0 to let other devices in)", "127.0.0.1")
  .option("--locale <code>", "the locale to serve (default: the site's default locale)")
  .action(async (opts: { port: string; host: string; locale?: string }) => {
    const { root, debug } = program.opts<{ root: string; debug?: boolean }>();
    // The dev server loads React from node_modules (see bundleServer), and React picks its build by NODE_ENV
    // when first loaded: the production one, as `build` bundles it, unless the writer asks for another.
    process.env.NODE_ENV ??= "production";
    const options = { root: path.resolve(root), port: parsePort(opts.port), host: opts.host, debug: Boolean(debug), ...(opts.locale !== undefined ? { locale: opts.locale } : {}) };
    const { runDevServer } = await import("../dev/runDevServer.js");
    process.exit(await runDevServer(options));
  });

program
  .command("check-links")
  .description("serve the built site on a local port and check every link and anchor in it with linkinator")
  .option("--external", "also check links to other sites (needs a network)")
  .option("--json", "print the report as JSON on stdout")
  .option("--out-dir <dir>", "the built site's folder", "dist")
  .option("--timeout <ms>", "how long to wait for each link, with --external", "10000")
  .option("--concurrency <n>", "requests at a time (default 25, or 10 with --external)")
  .action(async (opts: { external?: boolean; json?: boolean; outDir: string; timeout: string; concurrency?: string }) => {
    const root = path.resolve(program.opts<{ root: string }>().root);
    const paths = sitePaths(root, opts.outDir);
    const { loadSite } = await import("../site/loadSite.js");
    const { config } = await loadSite(paths);
    const [{ runLinkinator }, { formatLinkReport, linkReportJson }] = await Promise.all([import("../check/runLinkinator.js"), import("../check/formatLinkReport.js")]);
    const report = await runLinkinator({
      dir: paths.outDir,
      baseUrl: config.baseUrl,
      external: Boolean(opts.external),
      timeoutMs: positiveNumber("--timeout", opts.timeout),
      concurrency: opts.concurrency === undefined ? undefined : positiveNumber("--concurrency", opts.concurrency),
    });
    if (opts.json) process.stdout.write(`${linkReportJson(report)}\n`);
    else process.stderr.write(`${formatLinkReport(report)}\n`);
    if (report.broken.length > 0) process.exitCode = 1;
  });

program
  .command("docs:version")
  .argument("<version>", "the version's name, such as 1.0.0")
  .description("snapshot the current docs as a version: versioned_docs/version-<version>/, its sidebars and translations, and versions.json (as `docusaurus docs:version`)")
  .action(async (version: string) => {
    const root = path.resolve(program.opts<{ root: string }>().root);
    const { snapshotDocsVersion } = await import("../versioning/snapshotDocsVersion.js");
    const plan = await snapshotDocsVersion(sitePaths(root), version);
    for (const { locale, missing, kind } of plan.skipped) {
      const left = kind === "docs" ? `no ${locale} translation of its docs` : `no ${locale} translation of its sidebar and version labels`;
      process.stderr.write(`⚠ ${displayPath(root, missing)} is missing${kind === "docs" ? " or empty" : ""}, so version ${version} has ${left}.\n`);
    }
    const made = [...plan.copies.map((copy) => copy.to), ...plan.writes.map((write) => write.file)];
    process.stderr.write(`Version ${version} created:\n${made.map((file) => `  ${displayPath(root, file)}`).join("\n")}\n`);
  });

/**
 * Docusaurus gives each docs plugin instance but the default its own `docs:version:<id>`; edsite versions the
 * default instance only, and says so rather than "unknown command".
 */
function refuseOtherDocsInstances(argv: string[]): void {
  const command = argv.slice(2).find((arg) => arg.startsWith("docs:version:"));
  if (!command) return;
  throw new EdsiteError(`edsite has no \`${command}\`: it versions only the default docs plugin instance, the one without an id.`, {
    hint: `Run \`edsite docs:version <name>\` for the default docs, and \`docusaurus ${command} <name>\` for the docs instance "${command.slice("docs:version:".length)}".`,
  });
}

/** A port number from the command line, or an error that says what is wrong with it. */
function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new EdsiteError(`--port ${value} is not a port number.`, { hint: "Pass a whole number from 1 to 65535, or 0 for any free port." });
  }
  return port;
}

/** A positive number from the command line, or an error naming the option. */
function positiveNumber(option: string, value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new EdsiteError(`${option} ${value} is not a positive number.`, { hint: `Pass ${option} with a number above 0.` });
  return number;
}

/** Runs the CLI; user errors print as one clear block and exit 1. */
export async function main(argv: string[]): Promise<void> {
  try {
    refuseOtherDocsInstances(argv);
    await program.parseAsync(argv);
  } catch (error) {
    const { root, debug } = program.opts<{ root: string; debug?: boolean }>();
    process.stderr.write(`${formatError(error, { root: path.resolve(root ?? "."), debug: Boolean(debug) })}\n`);
    process.exitCode = 1;
  }
}
