import path from "node:path";
import { Command } from "commander";
import { build } from "./build/build.js";
import { formatFindings } from "./check/formatFindings.js";
import { formatError } from "./cli/printError.js";
import { consoleReporter } from "./cli/consoleReporter.js";
import { serveSite } from "./serve/serveSite.js";
import { sitePaths } from "./build/sitePaths.js";
import { loadConfig } from "./config/loadConfig.js";

const program = new Command();
program
  .name("edsite")
  .description("Build the Ki editor's website: docs, blog and search, as static HTML.")
  .option("--root <dir>", "the site's folder (where edsite.config.ts is)", ".")
  .option("--debug", "print stack traces of errors");

program
  .command("build")
  .description("build the site into dist/ (the previous dist/ stays if the build fails)")
  .option("--strict", "fail on broken links, broken anchors and duplicate routes")
  .option("--out-dir <dir>", "output folder", "dist")
  .action(async (opts: { strict?: boolean; outDir: string }) => {
    const root = path.resolve(program.opts<{ root: string }>().root);
    const start = performance.now();
    const result = await build({ root, outDir: opts.outDir, strict: opts.strict, reporter: consoleReporter() });
    if (result.findings.length > 0) {
      const report = formatFindings(result.findings, root);
      if (opts.strict) {
        process.stderr.write(`\n✖ ${result.findings.length} problem(s) found; --strict turns them into a failed build, and the previous output was left as it was:\n${report}\n`);
        process.exitCode = 1;
        return;
      }
      process.stderr.write(`\n⚠ ${result.findings.length} warning(s):\n${report}\n`);
    }
    process.stderr.write(
      `\n${result.pages} pages, ${result.files} files, ${(result.bytes / 1024).toFixed(0)} KB in ${displayPath(root, result.outDir)} — ${Math.round(performance.now() - start)} ms\n`,
    );
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
    const config = await loadConfig(paths.configFile);
    const server = await serveSite({ dir: paths.outDir, baseUrl: config.baseUrl, port: Number(opts.port), host: opts.host });
    process.stderr.write(`Serving ${path.relative(root, paths.outDir) || paths.outDir} at ${server.url}${config.baseUrl.slice(1)}\n`);
  });

program
  .command("dev")
  .description("live preview while writing (not available yet)")
  .action(() => {
    process.stderr.write("✖ `edsite dev` is not available in this version yet. Use `edsite build` and `edsite serve` meanwhile.\n");
    process.exitCode = 2;
  });

program
  .command("check-links")
  .description("serve the built site and check every link with linkinator (not available yet)")
  .action(() => {
    process.stderr.write("✖ `edsite check-links` is not available in this version yet. `edsite build --strict` checks internal links and anchors.\n");
    process.exitCode = 2;
  });

/** A path relative to the site when it is inside it, absolute otherwise. */
function displayPath(root: string, target: string): string {
  const relative = path.relative(root, target);
  return relative && !relative.startsWith("..") ? relative : target;
}

/** Runs the CLI; user errors print as one clear block and exit 1. */
export async function main(argv: string[]): Promise<void> {
  try {
    await program.parseAsync(argv);
  } catch (error) {
    const { root, debug } = program.opts<{ root: string; debug?: boolean }>();
    process.stderr.write(`${formatError(error, { root: path.resolve(root ?? "."), debug: Boolean(debug) })}\n`);
    process.exitCode = 1;
  }
}
