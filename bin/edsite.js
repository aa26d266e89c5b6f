#!/usr/bin/env node
// Thin launcher: the CLI is compiled to lib/ by `npm install` (the `prepare` script).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const cli = new URL("../lib/cli.js", import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  process.stderr.write("✖ edsite is not compiled yet: run `npm install` (or `npm run prepare`) in the edsite folder.\n");
  process.exit(1);
}
const { main } = await import(cli.href);
await main(process.argv);
